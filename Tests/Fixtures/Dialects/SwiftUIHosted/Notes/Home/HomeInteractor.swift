import Foundation

protocol HomeInteractorProtocol {
    func allNotes() -> [String]
}

final class HomeInteractor: HomeInteractorProtocol {

    private let defaults = UserDefaults.standard

    func allNotes() -> [String] {
        defaults.stringArray(forKey: "notes") ?? ["Buy milk", "Call mum"]
    }
}
