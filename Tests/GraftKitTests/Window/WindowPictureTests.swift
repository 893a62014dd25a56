import Foundation
import GraftKit
import Testing

@Suite @MainActor struct WindowPictureTests {
  /// A window holding a label, a button, a switch and a text field, as issue 2 describes.
  @Test func aLabelAButtonASwitchAndAFieldRenderAndFocusMoves() {
    let window = makeWindow(width: 24, height: 4)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 1))
    label.text = "Current value: 0"
    let button = UIButton(type: .system)
    button.setTitle("Perform Action", for: .normal)
    button.frame = CGRect(x: 0, y: 1, width: 18, height: 1)
    let toggle = UISwitch(frame: CGRect(x: 0, y: 2, width: 5, height: 1))
    toggle.isOn = true
    let field = UITextField(frame: CGRect(x: 0, y: 3, width: 22, height: 1))
    field.borderStyle = .roundedRect
    field.placeholder = "UIKit Type here..."
    for view in [label, button, toggle, field] { window.addSubview(view) }
    #expect(
      window.screen() == """
        Current value: 0
        [ Perform Action ]
        [ ON]
        [UIKit Type here...  ]
        """)
    window.press(.keyboardTab)
    #expect(
      window.screen() == """
        Current value: 0
        [>Perform Action<]
        [ ON]
        [UIKit Type here...  ]
        """)
    window.press(.keyboardTab)
    window.press(.keyboardSpacebar)
    #expect(
      window.screen() == """
        Current value: 0
        [ Perform Action ]
        >OFF<
        [UIKit Type here...  ]
        """)
    window.press(.keyboardTab)
    window.sendText("Hi")
    #expect(field.isFirstResponder)
    #expect(window.screen().hasSuffix("[Hi                  ]"))
  }
}
