import Combine
import Foundation

final class HomePresenter: ObservableObject {

    @Published private(set) var notes: [String] = []

    private let interactor: HomeInteractorProtocol
    private let router: HomeRouterProtocol

    init(interactor: HomeInteractorProtocol, router: HomeRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func onAppear() {
        notes = interactor.allNotes()
    }

    func didSelect(note: String) {
        router.showDetail(of: note)
    }
}
