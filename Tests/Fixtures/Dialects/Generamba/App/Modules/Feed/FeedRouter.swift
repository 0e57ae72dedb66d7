import UIKit

class FeedRouter: FeedRouterInput {

    weak var transitionHandler: UIViewController!

    func openPost(withId id: Int) {
        let storyboard = UIStoryboard(name: "Post", bundle: nil)
        guard let postViewController = storyboard.instantiateInitialViewController() as? PostViewController else { return }
        PostModuleConfigurator().configureModuleForViewInput(viewInput: postViewController)
        (postViewController.output as? PostModuleInput)?.configure(withPostId: id)
        transitionHandler.navigationController?.pushViewController(postViewController, animated: true)
    }
}
