import Foundation

final class DetailsPresenter: DetailsViewOutput {

    weak var view: DetailsViewInput?
    var router: DetailsRouterInput!

    private let recipeID: Int

    init(recipeID: Int) {
        self.recipeID = recipeID
    }

    func viewDidLoad() {
        view?.show(title: "Recipe #\(recipeID)")
    }

    func didTapClose() {
        router.close()
    }
}
