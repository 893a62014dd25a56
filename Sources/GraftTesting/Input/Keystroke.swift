/// A key a test presses, named as SwiftUI's `KeyEquivalent` names keys.
///
/// ```swift
/// host.press(.tab)                       // focus the next control
/// host.press(.tab, modifiers: .shift)    // and back
/// host.press(.space)                     // press the focused button
/// host.press(.character("a"), modifiers: .control)
/// ```
public struct Keystroke: Hashable, Sendable, CustomStringConvertible {
  let keyCode: UIKeyboardHIDUsage
  let characters: String

  private init(_ keyCode: UIKeyboardHIDUsage, _ characters: String = "") {
    self.keyCode = keyCode
    self.characters = characters
  }

  /// Tab: moves focus forward, or back with Shift.
  public static let tab = Keystroke(.keyboardTab, "\t")
  /// Return: presses the focused control, or submits a text field.
  public static let `return` = Keystroke(.keyboardReturnOrEnter, "\r")
  /// Escape: ends editing.
  public static let escape = Keystroke(.keyboardEscape)
  /// The space bar: presses the focused control, or types a space.
  public static let space = Keystroke(.keyboardSpacebar, " ")
  /// Backspace, which deletes backward.
  public static let delete = Keystroke(.keyboardDeleteOrBackspace)
  /// Forward delete.
  public static let deleteForward = Keystroke(.keyboardDeleteForward)
  /// The up arrow.
  public static let upArrow = Keystroke(.keyboardUpArrow)
  /// The down arrow.
  public static let downArrow = Keystroke(.keyboardDownArrow)
  /// The left arrow.
  public static let leftArrow = Keystroke(.keyboardLeftArrow)
  /// The right arrow.
  public static let rightArrow = Keystroke(.keyboardRightArrow)
  /// Home: the start of a text field, or the top of a scroll view.
  public static let home = Keystroke(.keyboardHome)
  /// End: the end of a text field, or the bottom of a scroll view.
  public static let end = Keystroke(.keyboardEnd)
  /// Page Up: a scroll view's previous page.
  public static let pageUp = Keystroke(.keyboardPageUp)
  /// Page Down: a scroll view's next page.
  public static let pageDown = Keystroke(.keyboardPageDown)

  /// The key that types `character`, coded as the terminal host codes it: letters and digits
  /// have their own key codes, anything else is "a key that types text".
  public static func character(_ character: Character) -> Keystroke {
    Keystroke(keyCode(of: character), String(character))
  }

  private static func keyCode(of character: Character) -> UIKeyboardHIDUsage {
    guard let ascii = character.asciiValue else { return .keyboardErrorUndefined }
    let base: (first: UInt8, code: UIKeyboardHIDUsage)? =
      switch ascii {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): (UInt8(ascii: "a"), .keyboardA)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): (UInt8(ascii: "A"), .keyboardA)
      case UInt8(ascii: "1")...UInt8(ascii: "9"): (UInt8(ascii: "1"), .keyboard1)
      default: nil
      }
    if let base {
      return UIKeyboardHIDUsage(rawValue: base.code.rawValue + Int(ascii - base.first))
    }
    switch character {
    case "0": return .keyboard0
    case " ": return .keyboardSpacebar
    default: return .keyboardErrorUndefined
    }
  }

  /// The key as UIKit describes it: `⇥`, `↩`, `a`.
  public var description: String {
    uiKey(modifiers: []).description
  }

  /// The UIKit key for this keystroke with `modifiers` held.
  func uiKey(modifiers: UIKeyModifierFlags) -> UIKey {
    UIKey(keyCode: keyCode, characters: characters, modifierFlags: modifiers)
  }
}
