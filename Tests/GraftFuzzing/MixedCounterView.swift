import GraftKit

/// Hears from a ``MixedCounterView``, as a vendor view's delegate does.
@MainActor
package protocol MixedCounterViewDelegate: AnyObject {
  /// The user pressed the view's own `+` button.
  func counterViewTapped(_ view: MixedCounterView)
  /// The view started showing `value`, whoever set it: called synchronously from the setter,
  /// so a value pushed in `updateUIView` calls it during the view update.
  func counterView(_ view: MixedCounterView, didShow value: Int)
}

/// A small UIKit view with a label and a `+` button, in the style of the articles' vendor view:
/// its delegate hears of taps and, synchronously, of every value it is given.
@MainActor
package final class MixedCounterView: UIView {
  /// Hears of taps and of every value shown.
  package weak var delegate: (any MixedCounterViewDelegate)?
  /// The identity of the representable that made it.
  package let key: String
  /// Shows the value.
  package let label = UILabel()
  /// The view's own `+` button.
  package let button = UIButton(type: .system)

  /// The value shown; setting a different one tells the delegate at once.
  package var value = Int.min {
    didSet {
      guard value != oldValue else { return }
      label.text = "v\(value)"
      delegate?.counterView(self, didShow: value)
    }
  }

  /// Creates a counter for the identity `key`.
  package init(key: String) {
    self.key = key
    super.init(frame: .zero)
    button.setTitle("+", for: .normal)
    button.accessibilityIdentifier = "MixedCounterView.plus"
    button.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.counterViewTapped(self)
      }, for: .touchUpInside)
    addSubview(label)
    addSubview(button)
  }

  package required init?(coder: NSCoder) { nil }

  package override var intrinsicContentSize: CGSize { CGSize(width: 14, height: 1) }

  package override func layoutSubviews() {
    super.layoutSubviews()
    button.sizeToFit()
    button.frame.origin = CGPoint(x: max(0, bounds.width - button.frame.width), y: 0)
    label.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - button.frame.width - 1), height: 1)
  }
}
