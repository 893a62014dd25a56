import Foundation
/// A result builder that constructs views from closures.
///
/// It supports any number of child views (through parameter packs), `if`, `if`–`else`, `if let`,
/// `switch`, and availability checks.
@resultBuilder
@MainActor @preconcurrency
public enum ViewBuilder {
  /// An empty closure body produces an empty view.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// A single view passes through unchanged.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Several views combine into one tuple view.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }

  /// Passes an expression's view through unchanged.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An `if` without an `else` produces an optional view.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The `if` branch of an `if`–`else` or the first case of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of an `if`–`else` or a later case of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside an `if #available` check, type-erased so its type can exist everywhere.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
