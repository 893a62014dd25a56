import Foundation

/// An action that opens a URL.
///
/// Read it from the environment and call it; a `Link` calls it too.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
///
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
///
/// The system action hands the URL to `UIApplication.shared.open(_:options:completionHandler:)`,
/// which in a terminal records it in `UIApplication.shared.openedURLs` and reports that nothing
/// opened it. Replace the action to handle URLs in the app:
///
/// ```swift
/// ContentView()
///   .environment(\.openURL, OpenURLAction { url in
///     router.show(url)
///     return .handled
///   })
/// ```
public struct OpenURLAction: Sendable {
  /// The result of a custom open URL action.
  public struct Result: Sendable {
    package enum Outcome: Sendable {
      case handled, discarded
      case systemAction(URL?)
    }

    package let outcome: Outcome

    /// The handler opened the URL.
    public static let handled = Result(outcome: .handled)
    /// The handler discarded the URL.
    public static let discarded = Result(outcome: .discarded)
    /// The handler asks the system to open the original URL.
    public static let systemAction = Result(outcome: .systemAction(nil))

    /// The handler asks the system to open the modified URL.
    public static func systemAction(_ url: URL) -> Result {
      Result(outcome: .systemAction(url))
    }
  }

  private let handler: (@MainActor (URL) -> Result)?

  /// Creates an action that opens a URL with a handler of your own.
  ///
  /// - Parameter handler: The closure to run for the given URL; it returns whether it handled
  ///   the URL, discarded it, or leaves it to the system.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  /// The system's action: what the environment holds unless set.
  package init(system: Void) {
    handler = nil
  }

  /// Opens a URL, following system conventions.
  @MainActor public func callAsFunction(_ url: URL) {
    callAsFunction(url) { _ in }
  }

  /// Asynchronously opens a URL, following system conventions.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - completion: Called with whether the URL was accepted.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    let outcome = handler?(url).outcome ?? .systemAction(nil)
    switch outcome {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .systemAction(let replacement):
      let completion = UncheckedCompletion(completion)
      UIApplication.shared.open(replacement ?? url) { opened in completion.call(opened) }
    }
  }
}

/// A completion handler carried into UIKit's `@Sendable` one: both run on the main actor.
private struct UncheckedCompletion: @unchecked Sendable {
  let completion: (Bool) -> Void
  init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }
  @MainActor func call(_ value: Bool) { completion(value) }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(system: ()) }
}

extension EnvironmentValues {
  /// An action that opens a URL.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
