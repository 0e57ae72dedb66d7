import Combine
import Foundation

final class DetailPresenter: ObservableObject {

    @Published var text: String

    init(note: String) {
        text = note
    }
}
