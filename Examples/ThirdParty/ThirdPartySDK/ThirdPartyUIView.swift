import Foundation
import UIKit

/// Receives the values a `ThirdPartyUIView` reports.
///
/// This plays a vendor SDK's delegate protocol, exactly as the articles declare it: not
/// class-bound, with one callback.
@MainActor @preconcurrency
public protocol ThirdPartyViewDelegate {
  /// Tells the delegate the view's internal value changed, by the user or by code.
  func view(_ view: ThirdPartyUIView, changedValueTo newValue: Int)
}

/// The vendor's view: it keeps an internal value, shows it, and has its own button that adds
/// or subtracts one.
///
/// It plays the articles' "third party SDK": a `UIView` subclass with a property that changes
/// its behaviour (``shouldAdd``), a method apps may call (``changeInternalValue()``), and a
/// delegate that hears about every change.
@MainActor @preconcurrency
open class ThirdPartyUIView: UIView {
  /// Whether each action adds one to the internal value; `false` subtracts one.
  public var shouldAdd: Bool = true {
    didSet { if shouldAdd != oldValue { updateButtonTitle() } }
  }

  /// The object told about every change of the internal value.
  public var delegate: ThirdPartyViewDelegate?

  /// The internal value, starting at zero.
  public private(set) var internalValue = 0

  private let valueLabel = UILabel()
  private let actionButton = UIButton(type: .system)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    // NB: The view has a natural height and prefers it when a layout offers more.
    setContentHuggingPriority(.defaultHigh, for: .vertical)
    valueLabel.textAlignment = .center
    actionButton.addAction(UIAction { [weak self] _ in self?.changeInternalValue() }, for: .touchUpInside)
    actionButton.accessibilityIdentifier = "ThirdPartyUIView.button"
    addSubview(valueLabel)
    addSubview(actionButton)
    updateLabel()
    updateButtonTitle()
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Adds or subtracts one, as the view's own button does, and reports the result to the
  /// delegate.
  public func changeInternalValue() {
    internalValue += shouldAdd ? 1 : -1
    updateLabel()
    delegate?.view(self, changedValueTo: internalValue)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: max(16, actionButton.intrinsicContentSize.width + 2), height: 3)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    valueLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    actionButton.sizeToFit()
    actionButton.frame.origin = CGPoint(
      x: ((bounds.width - actionButton.frame.width) / 2).rounded(.down), y: min(2, max(0, bounds.height - 1)))
  }

  private func updateLabel() {
    valueLabel.text = "SDK value: \(internalValue)"
  }

  private func updateButtonTitle() {
    actionButton.setTitle(shouldAdd ? "+1" : "-1", for: .normal)
  }
}
