/// How a cell's text looks: colours plus SGR attributes such as bold or underline.
public struct TextStyle: Hashable, Sendable {
  /// SGR text attributes that can be combined freely.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attribute bits; one bit per attribute.
    public let rawValue: UInt8

    /// Creates a set of attributes from its raw bits.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Bold or increased intensity (SGR 1).
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Faint or decreased intensity (SGR 2).
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic (SGR 3); not every terminal font has one.
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Single underline (SGR 4).
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Swapped foreground and background (SGR 7).
    ///
    /// Why it exists next to explicit colours: with `.default` colours it is the only way to
    /// highlight that stays correct under any terminal theme.
    public static let inverse = Attributes(rawValue: 1 << 4)
    /// Crossed-out text (SGR 9).
    public static let strikethrough = Attributes(rawValue: 1 << 5)
  }

  /// The colour of the glyph.
  public var foreground: Color
  /// The colour of the cell behind the glyph.
  public var background: Color
  /// The SGR attributes applied to the glyph.
  public var attributes: Attributes

  /// Creates a style; every parameter defaults to the terminal's own look.
  public init(
    foreground: Color = .default, background: Color = .default, attributes: Attributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// Default colours and no attributes: what the terminal shows after an SGR reset.
  public static let plain = TextStyle()
}
