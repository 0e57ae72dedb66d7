import SwiftUI
import UIKit

enum DetailBuilder {

    static func build(note: String) -> UIViewController {
        let presenter = DetailPresenter(note: note)
        return UIHostingController(rootView: DetailView(presenter: presenter))
    }
}
