import Foundation

/// An action that dismisses a presentation: it pops the pushed destination it is read in, or
/// dismisses the sheet or full-screen cover it is read in.
///
/// ```swift
/// struct Detail: View {
///   @Environment(\.dismiss) private var dismiss
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
///
/// Outside any presentation it does nothing.
@MainActor @preconcurrency
public struct DismissAction: Equatable {
  private final class Box {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
  }
  private let box: Box?
  private let identity: ObjectIdentifier?

  package init(_ action: @escaping @MainActor () -> Void) {
    let box = Box(action)
    self.box = box
    identity = ObjectIdentifier(box)
  }

  private init() {
    box = nil
    identity = nil
  }

  static let none = DismissAction()

  /// Dismisses the current presentation.
  public func callAsFunction() {
    guard let box else { return }
    Update.outside { box.action() }
  }

  nonisolated public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
    lhs.identity == rhs.identity
  }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { MainActor.assumeIsolated { .none } }
}
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
  /// An action that dismisses the current presentation: a pushed destination or a sheet.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the view is in a presentation: a pushed destination, a sheet or a cover.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// The navigation stack and page the view is in, if any.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}

/// Where a view sits in navigation: the stack that shows it and the page that hosts it.
@MainActor
final class NavigationContext {
  private(set) weak var stack: NavigationStackCoordinator?
  private(set) weak var page: PageHostingController?

  init(stack: NavigationStackCoordinator?, page: PageHostingController?) {
    self.stack = stack
    self.page = page
  }
}
