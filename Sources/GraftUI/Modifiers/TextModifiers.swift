import Foundation

// How text in a subtree draws: case and truncation change what a label shows; the spacing and
// scaling settings, which a grid of cells cannot honour, are kept in the environment where
// views and tests can read them (docs/Divergences.md).

extension Text {
  /// A scheme for transforming the capitalization of characters within text.
  public enum Case: Hashable, Sendable {
    /// Displays text in all uppercase characters.
    case uppercase
    /// Displays text in all lowercase characters.
    case lowercase
  }

  /// The type of truncation to apply to a line of text when it's too long to fit in the
  /// available space.
  public enum TruncationMode: Hashable, Sendable {
    /// Truncate at the beginning of the line.
    case head
    /// Truncate at the end of the line.
    case tail
    /// Truncate in the middle of the line.
    case middle

    /// The label line break mode that truncates the same way.
    var lineBreakMode: NSLineBreakMode {
      switch self {
      case .head: .byTruncatingHead
      case .tail: .byTruncatingTail
      case .middle: .byTruncatingMiddle
      }
    }
  }
}

/// A type that describes the ability to select text.
public protocol TextSelectability {
  /// A Boolean value that indicates whether the selectability type allows selection.
  static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { true }
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// A selectability value that enables text selection by a person using your app.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// A selectability value that disables text selection by the person using your app.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct KerningKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TrackingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct BaselineOffsetKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct TextSelectionKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  /// A stylistic override to transform the case of `Text` when displayed.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// A value that indicates how the layout truncates the last line of text to fit into the
  /// available space.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// The distance in points between the bottom of one line fragment and the top of the next.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// The minimum permissible proportion to shrink the font size to fit the text into the
  /// available space.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// A Boolean value that indicates whether inter-character spacing should tighten to fit the
  /// text into the available space.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// The kerning set by `kerning(_:)` on a view.
  package var kerning: CGFloat {
    get { self[KerningKey.self] }
    set { self[KerningKey.self] = newValue }
  }

  /// The tracking set by `tracking(_:)` on a view.
  package var tracking: CGFloat {
    get { self[TrackingKey.self] }
    set { self[TrackingKey.self] = newValue }
  }

  /// The baseline offset set by `baselineOffset(_:)` on a view.
  package var baselineOffset: CGFloat {
    get { self[BaselineOffsetKey.self] }
    set { self[BaselineOffsetKey.self] = newValue }
  }

  /// Whether `textSelection(_:)` allows selecting text.
  package var allowsTextSelection: Bool {
    get { self[TextSelectionKey.self] }
    set { self[TextSelectionKey.self] = newValue }
  }

  /// `string` in the case `textCase` asks for, in this environment's locale.
  func applyingTextCase(to string: String) -> String {
    switch textCase {
    case nil: string
    case .uppercase?: string.uppercased(with: locale)
    case .lowercase?: string.lowercased(with: locale)
    }
  }
}

extension View {
  /// Sets a transform for the case of the text contained in this view when displayed.
  ///
  /// ```swift
  /// Text("Recent").textCase(.uppercase)   // draws RECENT
  /// ```
  ///
  /// - Parameter textCase: One of the `Text.Case` values; `nil` leaves the text as it is.
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }

  /// Sets the truncation mode for lines of text that are too long to fit in the available
  /// space.
  ///
  /// ```swift
  /// Text(path).lineLimit(1).truncationMode(.middle)   // "/Users/…/Report.pdf"
  /// ```
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Sets the amount of space between lines of text in this view. Stored: rows are a cell
  /// apart.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }

  /// Sets the minimum amount that text in this view scales down to fit in the available space.
  /// Stored: text has one size.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
  }

  /// Sets whether text in this view can compress the space between characters when necessary
  /// to fit text in a line. Stored.
  public func allowsTightening(_ flag: Bool) -> some View {
    environment(\.allowsTightening, flag)
  }

  /// Sets the spacing, or kerning, between characters for the text in this view. Stored.
  public func kerning(_ kerning: CGFloat) -> some View {
    environment(\.kerning, kerning)
  }

  /// Sets the tracking for the text in this view. Stored.
  public func tracking(_ tracking: CGFloat) -> some View {
    environment(\.tracking, tracking)
  }

  /// Sets the vertical offset for the text relative to its baseline for this view. Stored.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    environment(\.baselineOffset, baselineOffset)
  }

  /// Modifies the fonts of all child views to use fixed-width digits: every cell is
  /// fixed-width already.
  public func monospacedDigit() -> some View { self }

  /// Modifies the fonts of all child views to use the fixed-width variant: every cell is
  /// fixed-width already.
  public func monospaced(_ isActive: Bool = true) -> some View { self }

  /// Controls whether people can select text within this view. Stored: a terminal selects
  /// text itself.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    environment(\.allowsTextSelection, S.allowsSelection)
  }
}
