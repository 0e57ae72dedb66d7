import UIKit

final class RecipeDetailDefaultView: UIViewController {

    var presenter: RecipeDetailPresenter!

    private let scrollView = UIScrollView()
    private let cardView = RecipeCardView()
    private let ingredientsLabel = UILabel()
    private let stepsLabel = UILabel()
    private let shoppingButton = UIButton(type: .system)
    private let timerButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "heart"), style: .plain, target: self, action: #selector(favoriteTapped)
        )
        setUpLayout()
        presenter.viewDidLoad()
    }

    private func setUpLayout() {
        ingredientsLabel.numberOfLines = 0
        stepsLabel.numberOfLines = 0
        shoppingButton.setTitle("Add to shopping list", for: .normal)
        shoppingButton.addTarget(self, action: #selector(shoppingTapped), for: .touchUpInside)
        timerButton.setTitle("Start timer", for: .normal)
        timerButton.addTarget(self, action: #selector(timerTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [cardView, ingredientsLabel, shoppingButton, stepsLabel, timerButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
    }

    @objc private func favoriteTapped() {
        presenter.didTapFavorite()
    }

    @objc private func shoppingTapped() {
        presenter.didTapAddToShoppingList()
    }

    @objc private func timerTapped() {
        presenter.didTapStartTimer()
    }
}

extension RecipeDetailDefaultView: RecipeDetailView {

    func display(title: String, minutes: Int, servings: Int, ingredients: [String], steps: [String]) {
        self.title = title
        cardView.configure(title: title, minutes: minutes, servings: servings)
        ingredientsLabel.text = ingredients.map { "• \($0)" }.joined(separator: "\n")
        stepsLabel.text = steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n\n")
    }

    func setFavorite(_ isFavorite: Bool) {
        navigationItem.rightBarButtonItem?.image = UIImage(systemName: isFavorite ? "heart.fill" : "heart")
    }

    func displayError(_ message: String) {
        let alert = UIAlertController(title: "Recipe unavailable", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
