import UIKit

/// Shows a rating from 0 to 10 as five stars.
final class RatingView: UIView {

    // MARK: - Public properties -

    var rating: Double = 0 {
        didSet { updateStars() }
    }

    // MARK: - Private properties -

    private let stackView = UIStackView()
    private let starCount = 5

    // MARK: - Init -

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }
}

// MARK: - Private -

private extension RatingView {

    func setup() {
        stackView.axis = .horizontal
        stackView.spacing = 2
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
        (0..<starCount).forEach { _ in stackView.addArrangedSubview(UIImageView()) }
        updateStars()
    }

    func updateStars() {
        let filled = Int((rating / 2).rounded())
        for (index, view) in stackView.arrangedSubviews.enumerated() {
            let imageView = view as? UIImageView
            imageView?.image = UIImage(systemName: index < filled ? "star.fill" : "star")
            imageView?.tintColor = .systemYellow
        }
    }
}
