import Foundation

/// A view that displays one or more lines of read-only text, backed by a `UILabel`.
///
/// ```swift
/// Text("Current value: \(value)")
///   .bold()
///   .foregroundColor(.green)
/// ```
///
/// Text wraps at word boundaries to the width it is offered and takes the environment's font,
/// colour, line limit and alignment.
public struct Text: Hashable, Sendable {
  package struct Run: Hashable, Sendable {
    var string: String
    var font: Font?
    var color: Color?
    /// Whether the run takes the environment's tint, for `foregroundStyle(.tint)`.
    var usesTint = false
    var bold = false
    var italic = false
    var underline = false
    var strikethrough = false
    /// Stored, not drawn: a cell grid has no room between characters or below a baseline.
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var baselineOffset: CGFloat = 0

    /// The label attributes this run draws with, where `environment` fills in what it does not
    /// set.
    @MainActor
    func attributes(in environment: EnvironmentValues) -> [NSAttributedString.Key: Any] {
      var attributes: [NSAttributedString.Key: Any] = [.font: font(in: environment)]
      if let color = color(in: environment) { attributes[.foregroundColor] = color }
      if underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
      if strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
      return attributes
    }

    /// The font this run draws in, where `environment` fills in what it does not set.
    @MainActor
    func font(in environment: EnvironmentValues) -> UIFont {
      var font = self.font ?? environment.font ?? .body
      if bold { font = font.bold() }
      if italic { font = font.italic() }
      return font.uiFont
    }

    /// The colour this run draws in, if it or `environment` sets one; disabled text is secondary.
    @MainActor
    func color(in environment: EnvironmentValues) -> UIColor? {
      guard environment.isEnabled else { return .secondaryLabel }
      if usesTint { return (environment.tint ?? .accentColor).uiColor }
      return (self.color ?? environment.foregroundColor)?.uiColor
    }
  }

  /// The text's content: most texts are one string their environment styles, kept with no
  /// allocation of its own; styled or concatenated text keeps its runs.
  private enum Storage: Hashable, Sendable {
    case plain(String)
    case runs([Run])
  }

  private var storage: Storage

  /// The text's runs, in order.
  package var runs: [Run] {
    switch storage {
    case .plain(let string): [Run(string: string)]
    case .runs(let runs): runs
    }
  }

  /// Creates a text view that displays localized content identified by a key.
  ///
  /// Graft has no string tables, so the key's text is shown. Markdown in it is styled, as
  /// SwiftUI styles it: `**bold**`, `*italic*` or `_italic_`, `~~strikethrough~~`, `` `code` ``,
  /// and `[links](https://example.com)`, which draw underlined. `Text(verbatim:)` and a
  /// `String` variable show the characters as they are.
  ///
  /// ```swift
  /// Text("**Warning:** this cannot be undone")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key for a string in the table identified by `tableName`.
  ///   - tableName: The name of the string table to search; unused.
  ///   - bundle: The bundle containing the strings file; unused.
  ///   - comment: Contextual information about this key-value pair.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(markdown: key.markdownSource)
  }

  /// Text styled by the Markdown in `source`, kept plain when it has none.
  private init(markdown source: String) {
    if let runs = MarkdownParser.runs(of: source) {
      self.init(runs: runs)
    } else {
      self.init(verbatim: source)
    }
  }

  /// Creates a text view that displays a stored string without localization.
  // NB: Disfavoured, as in SwiftUI: a string literal is a localized key, which reads Markdown.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    storage = .plain(String(content))
  }

  /// Creates a text view that displays a string without localization.
  public init(verbatim content: String) {
    storage = .plain(content)
  }

  /// Creates a text view that displays an attributed string's characters.
  public init(_ attributedContent: NSAttributedString) {
    storage = .plain(attributedContent.string)
  }

  /// Text made of `runs`; one run that styles nothing is kept as plain text, so that it equals
  /// the same text made from a string.
  package init(runs: [Run]) {
    if runs.count == 1, runs[0] == Run(string: runs[0].string) {
      storage = .plain(runs[0].string)
    } else {
      storage = .runs(runs)
    }
  }

  /// The text's characters, without styling.
  package var string: String {
    switch storage {
    case .plain(let string): string
    case .runs(let runs): runs.map(\.string).joined()
    }
  }

  package func modifyingRuns(_ body: (inout Run) -> Void) -> Text {
    var runs = self.runs
    for index in runs.indices { body(&runs[index]) }
    return Text(runs: runs)
  }

  /// Applies a bold font weight to the text.
  public func bold() -> Text { modifyingRuns { $0.bold = true } }
  /// Applies a bold font weight to the text when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// Applies italics to the text.
  public func italic() -> Text { modifyingRuns { $0.italic = true } }
  /// Applies an underline to the text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modifyingRuns { $0.underline = isActive }
  }
  /// Applies a strikethrough to the text.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modifyingRuns { $0.strikethrough = isActive }
  }
  /// Sets the font of the text.
  public func font(_ font: Font?) -> Text { modifyingRuns { $0.font = font } }
  /// Sets the colour of the text.
  public func foregroundColor(_ color: Color?) -> Text {
    modifyingRuns {
      $0.color = color
      $0.usesTint = false
    }
  }
  /// Sets the style of the text; `.tint` takes the tint of the environment the text draws in.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    modifyingRuns {
      $0.color = style.resolvedColor
      $0.usesTint = style is TintShapeStyle
    }
  }
  /// Sets the font weight of the text.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    modifyingRuns { $0.bold = (weight?.value ?? .regular) >= .semibold }
  }

  /// Concatenates the text in two text views in a new text view.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.runs + rhs.runs)
  }

  /// The text as an attributed string for a label, styled by `environment` where the text sets
  /// nothing itself.
  @MainActor
  package func attributedString(in environment: EnvironmentValues) -> NSAttributedString {
    let result = NSMutableAttributedString(string: "")
    for run in runs {
      result.append(
        NSAttributedString(string: environment.applyingTextCase(to: run.string), attributes: run.attributes(in: environment)))
    }
    return result
  }

  /// Shows the text in `label`: as plain text in the label's font and colour when it is one run
  /// that only sets those.
  ///
  /// NB: Plain text builds no attributed string, which matters beyond speed:
  /// swift-corelibs-foundation never frees an `NSAttributedString`'s storage, so building one
  /// on every update would grow a long-running app without bound (see docs/Reliability.md).
  @MainActor
  package func show(in label: UILabel, environment: EnvironmentValues) {
    let run: Run
    switch storage {
    case .plain(let string):
      run = Run(string: string)
    case .runs(let runs):
      guard runs.count == 1, let only = runs.first, !only.underline, !only.strikethrough else {
        label.attributedText = attributedString(in: environment)
        return
      }
      run = only
    }
    label.font = run.font(in: environment)
    label.textColor = run.color(in: environment)
    label.text = environment.applyingTextCase(to: run.string)
  }
}

extension Text: View {
  public typealias Body = Never
}

extension Text: PrimitiveView {
  package func update(_ node: ViewNode) {
    let layout = node.layout { TextNodeLayout() }
    let environment = node.environment
    let label = layout.view
    show(in: label, environment: environment)
    label.numberOfLines = environment.lineLimit ?? 0
    layout.reservedLines = min(environment.reservedLines, environment.lineLimit ?? .max)
    label.lineBreakMode = environment.truncationMode.lineBreakMode
    label.textAlignment =
      switch environment.multilineTextAlignment {
      case .leading: .natural
      case .center: .center
      case .trailing: .right
      }
    node.trimChildren(to: 0)
  }

  /// Text's size: its natural width up to the offered width, wrapping below that, and no taller
  /// than offered (extra lines are truncated).
  @MainActor
  package static func measure(_ label: UILabel, _ proposal: ProposedViewSize) -> CGSize {
    var size: CGSize
    if let width = proposal.width, width.isFinite {
      size = label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
      size.width = min(size.width, max(0, width))
    } else {
      size = label.intrinsicContentSize
    }
    if let height = proposal.height, height.isFinite, size.height > height {
      size.height = max(min(1, size.height), height.rounded(.down))
    }
    return size
  }
}

/// A text's layout: its label's size, at least as tall as the lines it reserves.
@MainActor
private final class TextNodeLayout: LayoutState, NodeLayout {
  let view = UILabel()
  var reservedLines = 0

  var hostView: UIView? { view }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    var size = Text.measure(view, proposal)
    size.height = max(size.height, CGFloat(reservedLines))
    return size
  }

  func placeContent(of node: ViewNode, in bounds: CGRect) {
    // NB: Text sits at the top of the lines it reserves, where a label would centre it.
    guard reservedLines > 0 else { return }
    view.frame.size.height = min(bounds.height, Text.measure(view, ProposedViewSize(width: bounds.width, height: nil)).height)
  }
}
