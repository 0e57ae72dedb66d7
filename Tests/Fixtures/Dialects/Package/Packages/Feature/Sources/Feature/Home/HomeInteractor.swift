import Foundation

final class HomeInteractor: HomeInteractorInput {

    func userName() -> String {
        UserDefaults.standard.string(forKey: "userName") ?? "there"
    }
}
