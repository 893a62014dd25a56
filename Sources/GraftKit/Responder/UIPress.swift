public import Foundation

/// A physical key press.
@MainActor @preconcurrency
open class UIPress: Hashable {
  /// The phase of a press.
  public enum Phase: Int, Sendable {
    case began
    case changed
    case stationary
    case ended
    case cancelled
  }

  /// The kind of button pressed, for remotes and game controllers.
  public enum PressType: Int, Sendable {
    case upArrow
    case downArrow
    case leftArrow
    case rightArrow
    case select
    case menu
    case playPause
  }

  /// The press's phase.
  public package(set) var phase: Phase
  /// The key pressed.
  public let key: UIKey?
  /// The button kind this press stands for, derived from the key as the focus engine sees it.
  public var type: PressType {
    switch key?.keyCode {
    case .keyboardUpArrow?: .upArrow
    case .keyboardDownArrow?: .downArrow
    case .keyboardLeftArrow?: .leftArrow
    case .keyboardRightArrow?: .rightArrow
    case .keyboardEscape?: .menu
    default: .select
    }
  }
  /// When the press last changed, in seconds since system start-up.
  public let timestamp: TimeInterval

  package init(key: UIKey, phase: Phase = .began) {
    self.key = key
    self.phase = phase
    self.timestamp = ProcessInfo.processInfo.systemUptime
  }

  nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A key on a keyboard, with the characters it produces and the modifiers held with it.
public final class UIKey: CustomStringConvertible, Sendable {
  /// The characters the key produces, with modifiers applied.
  public let characters: String
  /// The characters the key produces, without modifiers.
  public let charactersIgnoringModifiers: String
  /// The modifier keys held during the press.
  public let modifierFlags: UIKeyModifierFlags
  /// The key's HID usage code.
  public let keyCode: UIKeyboardHIDUsage

  /// Creates a key. UIKit makes keys itself; Graft's hosts make them from terminal input.
  package init(
    keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = []
  ) {
    self.keyCode = keyCode
    self.characters = characters
    self.charactersIgnoringModifiers = characters
    self.modifierFlags = modifierFlags
  }

  public var description: String {
    var parts: [String] = []
    if modifierFlags.contains(.control) { parts.append("⌃") }
    if modifierFlags.contains(.alternate) { parts.append("⌥") }
    if modifierFlags.contains(.shift) { parts.append("⇧") }
    if modifierFlags.contains(.command) { parts.append("⌘") }
    parts.append(keyCode.name ?? (characters.isEmpty ? "key \(keyCode.rawValue)" : characters))
    return parts.joined()
  }
}

/// Modifier keys held with a key press.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// USB HID usage codes for keyboard keys, as UIKit names them.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
  public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
  public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
  public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
  public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
  public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
  public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
  public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
  public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
  public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
  public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
  public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
  public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
  public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
  public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
  public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
  public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
  public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
  public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
  public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
  public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
  /// A key that produces text and has no code of its own here.
  public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)

  /// The code of the function key `F<number>`, for numbers 1 to 12.
  public static func keyboardF(_ number: Int) -> UIKeyboardHIDUsage {
    UIKeyboardHIDUsage(rawValue: keyboardF1.rawValue + max(0, min(11, number - 1)))
  }

  fileprivate var name: String? {
    switch self {
    case .keyboardReturnOrEnter: "↩"
    case .keyboardEscape: "⎋"
    case .keyboardDeleteOrBackspace: "⌫"
    case .keyboardTab: "⇥"
    case .keyboardSpacebar: "Space"
    case .keyboardHome: "↖"
    case .keyboardEnd: "↘"
    case .keyboardPageUp: "⇞"
    case .keyboardPageDown: "⇟"
    case .keyboardDeleteForward: "⌦"
    case .keyboardRightArrow: "→"
    case .keyboardLeftArrow: "←"
    case .keyboardDownArrow: "↓"
    case .keyboardUpArrow: "↑"
    default: nil
    }
  }
}
