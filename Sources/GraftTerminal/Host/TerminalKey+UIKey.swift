package import GraftKit

extension TerminalKey {
  /// The UIKit key this terminal key stands for, as GraftKit's controls expect it.
  package func uiKey(modifiers: UIKeyModifierFlags = []) -> UIKey {
    let (code, characters): (UIKeyboardHIDUsage, String) =
      switch self {
      case .character(let character): (Self.keyCode(of: character), String(character))
      case .up: (.keyboardUpArrow, "")
      case .down: (.keyboardDownArrow, "")
      case .left: (.keyboardLeftArrow, "")
      case .right: (.keyboardRightArrow, "")
      case .home: (.keyboardHome, "")
      case .end: (.keyboardEnd, "")
      case .pageUp: (.keyboardPageUp, "")
      case .pageDown: (.keyboardPageDown, "")
      case .insert: (.keyboardInsert, "")
      case .delete: (.keyboardDeleteForward, "")
      case .tab: (.keyboardTab, "\t")
      case .return: (.keyboardReturnOrEnter, "\r")
      case .backspace: (.keyboardDeleteOrBackspace, "")
      case .escape: (.keyboardEscape, "")
      case .function(let number): (.keyboardF(number), "")
      }
    return UIKey(keyCode: code, characters: characters, modifierFlags: modifiers)
  }

  /// The HID code of a character key: letters and digits have their own; space is the space
  /// bar; anything else is "a key that types text".
  private static func keyCode(of character: Character) -> UIKeyboardHIDUsage {
    guard let ascii = character.asciiValue else { return .keyboardErrorUndefined }
    switch ascii {
    case UInt8(ascii: "a")...UInt8(ascii: "z"):
      return UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(ascii - 0x61))
    case UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(ascii - 0x41))
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      return UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + Int(ascii - 0x31))
    case UInt8(ascii: "0"): return .keyboard0
    case UInt8(ascii: " "): return .keyboardSpacebar
    default: return .keyboardErrorUndefined
    }
  }
}
