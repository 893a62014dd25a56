import Foundation

/// A type that applies standard interaction behaviour to all progress views within a view
/// hierarchy.
///
/// ```swift
/// struct ThickBar: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     let fraction = configuration.fractionCompleted ?? 0
///     Text(String(repeating: "■", count: Int(fraction * 10)))
///   }
/// }
/// ```
///
/// A custom style's body takes the progress view's place. The built-in `.linear` style draws a
/// `UIProgressView` bar, `.circular` a `UIActivityIndicatorView`, and `.automatic` the bar when
/// there is a value and the spinner when there is none.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// A view representing the body of a progress view.
  associatedtype Body: View
  /// Creates a view representing the body of a progress view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// A type alias for the properties of a progress view instance.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
  /// A type-erased label describing the task represented by the progress view.
  public struct Label: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// A type-erased label that describes the current value of a progress view.
  public struct CurrentValueLabel: View {
    package let content: AnyView
    public var body: some View { content }
  }

  /// The completed fraction of the task represented by the progress view, from 0.0 (not yet
  /// started) to 1.0 (fully complete), or `nil` if the progress is indeterminate.
  public let fractionCompleted: Double?
  /// A view that describes the task represented by the progress view, if it has one.
  public var label: ProgressViewStyleConfiguration.Label?
  /// A view that describes the current value of the progress view, if it has one.
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

// MARK: - Built-in styles

/// The default progress view style in the current context of the view being styled: a bar with
/// a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  /// Creates a default progress view style.
  public init() {}
  package var tint: Color? { nil }
  package var isCircular: Bool { false }
  /// Drawn by the progress view's own UIKit views; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  package let tint: Color?
  /// Creates a linear progress view style.
  public init() { tint = nil }
  /// Creates a linear progress view style with a tint colour for the bar.
  public init(tint: Color) { self.tint = tint }
  package var isCircular: Bool { false }
  /// Drawn by the progress view's own `UIProgressView`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A progress view that uses a circular gauge to indicate the partial completion of an
/// activity: a spinner, with or without a value, as on iOS.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
  package let tint: Color?
  /// Creates a circular progress view style.
  public init() { tint = nil }
  /// Creates a circular progress view style with a tint colour.
  public init(tint: Color) { self.tint = tint }
  package var isCircular: Bool { true }
  /// Drawn by the progress view's own `UIActivityIndicatorView`; the body is its label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A style Graft draws with the progress view's own UIKit views.
@MainActor
package protocol BuiltInProgressViewStyle {
  /// The colour of the bar or spinner, if the style sets one.
  var tint: Color? { get }
  /// Whether the view is a spinner even when it has a value.
  var isCircular: Bool { get }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default progress view style in the current context of the view being styled.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A progress view that visually indicates its progress using a horizontal bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// The style of a progress view that uses a circular gauge to indicate the partial
  /// completion of an activity.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

// MARK: - The environment

private struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: (any ProgressViewStyle)? { nil }
}

extension EnvironmentValues {
  /// The progress view style set by `progressViewStyle(_:)`; `nil` for the default.
  package var progressViewStyle: (any ProgressViewStyle)? {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the style for progress views in this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modifier(EnvironmentWritingModifier(keyPath: \.progressViewStyle, value: style))
  }
}
