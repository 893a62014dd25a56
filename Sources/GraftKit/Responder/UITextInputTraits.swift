/// The keyboard-related traits of a text-entry object.
///
/// A terminal has one keyboard, so Graft stores these traits, as typical UIKit code sets them,
/// and only ``isSecureTextEntry`` changes what is drawn. The requirements have do-nothing
/// defaults, as UIKit's optional ones do; `UITextField` and `UITextView` store real values.
///
/// ```swift
/// field.keyboardType = .emailAddress
/// field.autocapitalizationType = .none
/// field.returnKeyType = .next
/// ```
@MainActor @preconcurrency
public protocol UITextInputTraits: AnyObject {
  /// How the keyboard capitalises text.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether the keyboard corrects spelling as the user types.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether the keyboard marks misspelt words.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// The kind of keyboard shown.
  var keyboardType: UIKeyboardType { get set }
  /// The look of the keyboard.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// The title of the Return key.
  var returnKeyType: UIReturnKeyType { get set }
  /// Whether the Return key is disabled while there is no text.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// Whether the text is hidden as it is typed, as for passwords.
  var isSecureTextEntry: Bool { get set }
  /// What the text means, so the system can suggest it.
  var textContentType: UITextContentType! { get set }
}

/// UIKit's defaults, with setters that store nothing, for adopters that keep no traits.
extension UITextInputTraits {
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
}

/// The kinds of keyboard.
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  case decimalPad = 8
  case twitter = 9
  case webSearch = 10
  case asciiCapableNumberPad = 11

  /// The keyboard for plain alphabetic text; the same as ``asciiCapable``.
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The titles of the Return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default` = 0
  case go = 1
  case google = 2
  case join = 3
  case next = 4
  case route = 5
  case search = 6
  case send = 7
  case yahoo = 8
  case done = 9
  case emergencyCall = 10
  case `continue` = 11
}

/// How the keyboard capitalises text.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}

/// Whether the keyboard corrects spelling.
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// Whether the keyboard marks misspelt words.
public enum UITextSpellCheckingType: Int, Sendable {
  case `default` = 0
  case no = 1
  case yes = 2
}

/// The looks of the keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default` = 0
  case dark = 1
  case light = 2

  /// The appearance for alerts; the same as ``dark``.
  public static let alert = UIKeyboardAppearance.dark
}

/// What the text of a text-entry object means, such as an email address or a password.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType("name")
  public static let namePrefix = UITextContentType("honorific-prefix")
  public static let givenName = UITextContentType("given-name")
  public static let middleName = UITextContentType("additional-name")
  public static let familyName = UITextContentType("family-name")
  public static let nameSuffix = UITextContentType("honorific-suffix")
  public static let nickname = UITextContentType("nickname")
  public static let jobTitle = UITextContentType("organization-title")
  public static let organizationName = UITextContentType("organization")
  public static let location = UITextContentType("location")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let streetAddressLine1 = UITextContentType("address-line1")
  public static let streetAddressLine2 = UITextContentType("address-line2")
  public static let addressCity = UITextContentType("address-level2")
  public static let addressState = UITextContentType("address-level1")
  public static let addressCityAndState = UITextContentType("address-level1+2")
  public static let sublocality = UITextContentType("address-level3")
  public static let countryName = UITextContentType("country-name")
  public static let postalCode = UITextContentType("postal-code")
  public static let telephoneNumber = UITextContentType("tel")
  public static let emailAddress = UITextContentType("email")
  public static let URL = UITextContentType("url")
  public static let creditCardNumber = UITextContentType("cc-number")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
  /// A credit card security code.
  public static let creditCardSecurityCode = UITextContentType("cc-csc")
  /// A credit card expiration date.
  public static let creditCardExpiration = UITextContentType("cc-exp")
  /// The name on a credit card.
  public static let creditCardName = UITextContentType("cc-name")
  /// A birth date.
  public static let birthdate = UITextContentType("bday")
  /// A parcel tracking number.
  public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
  /// An airline flight number.
  public static let flightNumber = UITextContentType("flight-number")
  /// A date, a time, or both.
  public static let dateTime = UITextContentType("date-time")
}
