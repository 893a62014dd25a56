import Foundation

/// A type that represents the structure and behaviour of an app.
///
/// ```swift
/// @main
/// struct DemoApp: App {
///   var body: some Scene {
///     WindowGroup {
///       ContentView()
///     }
///   }
/// }
/// ```
///
/// `import Graft` supplies `main()`, which runs the app in the terminal.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// The content and behaviour of the app.
  @SceneBuilder var body: Self.Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  init()
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  /// The content and behaviour of the scene.
  @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
@MainActor @preconcurrency
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    content
  }
}

/// A scene that presents a group of identically structured windows: in a terminal, the one
/// window that fills it.
public struct WindowGroup<Content: View>: Scene {
  /// The window's title.
  public let title: String?
  package let content: Content

  /// Creates a window group.
  public init(@ViewBuilder content: () -> Content) {
    self.title = nil
    self.content = content()
  }

  /// Creates a window group with a title.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.content = content()
  }

  public var body: Never { fatalError("WindowGroup is a primitive scene") }
}

extension Scene {
  /// The root view of the first window of this scene, for hosts that show one window.
  package var rootView: (any View)? {
    if let group = self as? any WindowGroupProtocol { return group.anyContent }
    if Body.self == Never.self { return nil }
    return body.rootView
  }
}

@MainActor
package protocol WindowGroupProtocol {
  var anyContent: any View { get }
}

extension WindowGroup: WindowGroupProtocol {
  package var anyContent: any View { content }
}
