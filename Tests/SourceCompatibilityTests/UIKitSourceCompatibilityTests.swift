// Typical UIKit code, exactly as it would be written for iOS, imports included: a file that
// imports both Testing and UIKit (or CoreGraphics) also needs Swift Testing's cross-import
// overlays, which Graft supplies.
import CoreGraphics
import Foundation
import SwiftUI
import Testing
import UIKit

// MARK: - A view with its own delegate protocol

protocol RatingViewDelegate: AnyObject {
  func ratingView(_ ratingView: RatingView, didChangeRatingTo rating: Int)
}

class RatingView: UIView {
  weak var delegate: RatingViewDelegate?
  private(set) var rating = 0
  private let label = UILabel()
  private let button = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    label.textAlignment = .center
    button.setTitle("Rate", for: .normal)
    button.addAction(UIAction { [weak self] _ in self?.increment() }, for: .touchUpInside)
    addSubview(label)
    addSubview(button)
    updateLabel()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    button.sizeToFit()
    button.center = CGPoint(x: bounds.midX, y: 2.5)
  }

  private func increment() {
    rating = rating % 5 + 1
    updateLabel()
    delegate?.ratingView(self, didChangeRatingTo: rating)
  }

  private func updateLabel() {
    label.text = String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
  }
}

// MARK: - A text field with an attributed placeholder and an NSObject delegate

final class FieldDelegate: NSObject, UITextFieldDelegate {
  var changes: [String] = []

  func textFieldDidChangeSelection(_ textField: UITextField) {
    changes.append(textField.text ?? "")
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}

@MainActor
func makeNameField(delegate: FieldDelegate) -> UITextField {
  let textField = UITextField(frame: .zero)
  let placeholder = NSAttributedString(
    string: "UIKit Type here...", attributes: [.foregroundColor: UIColor.white])
  textField.attributedPlaceholder = placeholder
  textField.borderStyle = .roundedRect
  textField.delegate = delegate
  return textField
}

// MARK: - Tests

@MainActor
private func makeWindow(width: Int, height: Int) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.makeKeyAndVisible()
  return window
}

extension UIWindow {
  fileprivate func screen() -> String { render().plainText }
  fileprivate func tap(_ view: UIView) {
    sendTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
  }
}

@Suite @MainActor struct UIKitSourceCompatibilityTests {
  @Test func aCustomViewWithItsOwnDelegateWorks() {
    final class Listener: RatingViewDelegate {
      var ratings: [Int] = []
      func ratingView(_ ratingView: RatingView, didChangeRatingTo rating: Int) {
        ratings.append(rating)
      }
    }
    let window = makeWindow(width: 12, height: 3)
    let ratingView = RatingView(frame: window.bounds)
    let listener = Listener()
    ratingView.delegate = listener
    window.addSubview(ratingView)
    #expect(
      window.screen() == """
           ☆☆☆☆☆

          [ Rate ]
        """)
    window.sendTap(at: CGPoint(x: 4, y: 2))
    window.sendTap(at: CGPoint(x: 4, y: 2))
    #expect(listener.ratings == [1, 2])
    #expect(
      window.screen() == """
           ★★☆☆☆

          [ Rate ]
        """)
  }

  @Test func aTextFieldWithAnNSObjectDelegateWorks() {
    let delegate = FieldDelegate()
    let window = makeWindow(width: 22, height: 1)
    let field = makeNameField(delegate: delegate)
    field.frame = CGRect(x: 0, y: 0, width: 22, height: 1)
    window.addSubview(field)
    #expect(window.screen() == "[UIKit Type here...  ]")
    window.tap(field)
    window.sendText("Hi")
    #expect(field.text == "Hi")
    #expect(delegate.changes.last == "Hi")
    window.sendText("\n")
    #expect(!field.isFirstResponder)
    #expect(window.screen() == "[Hi                  ]")
  }
}
