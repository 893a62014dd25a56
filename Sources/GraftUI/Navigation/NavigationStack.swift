import Foundation

/// A view that displays a root view and enables you to present additional views over the root
/// view, backed by a `UINavigationController`.
///
/// The root and each destination are hosted in a hosting controller of their own, pushed on the
/// navigation controller: app code that reaches `navigationController` from inside finds it. The
/// navigation bar is the top line, with the back button (` ‹ <previous title> `), the title
/// and the toolbar items; Escape or the back button pops.
///
/// ```swift
/// NavigationStack {
///   List {
///     NavigationLink("Settings") { SettingsView() }
///   }
///   .navigationTitle("Home")
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: PathAccess?

  /// Creates a navigation stack that manages its own navigation state.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// Creates a navigation stack with heterogeneous navigation state that you can control.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    self.path = PathAccess(
      get: { path.wrappedValue.elements },
      set: { elements in
        var value = path.wrappedValue
        value.elements = elements
        path.wrappedValue = value
      })
  }

  /// Creates a navigation stack with homogeneous navigation state that you can control.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    self.root = root()
    self.path = PathAccess(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { elements in path.wrappedValue = Data(elements.compactMap { $0.base as? Data.Element }) })
  }

  /// The stack's content: a navigation controller.
  public var body: some View {
    NavigationStackRepresentable(root: AnyView(root), path: path)
  }
}

/// Hosts a navigation stack's `UINavigationController` in the view tree.
struct NavigationStackRepresentable: UIViewControllerRepresentable {
  let root: AnyView
  let path: PathAccess?

  func makeCoordinator() -> NavigationStackCoordinator {
    NavigationStackCoordinator()
  }

  func makeUIViewController(context: Context) -> UINavigationController {
    context.coordinator.navigationController
  }

  func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {
    context.coordinator.update(root: root, path: path, environment: context.environment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UINavigationController, context: Context) -> CGSize? {
    CGSize(width: proposal.width ?? 40, height: proposal.height ?? 20)
  }
}
