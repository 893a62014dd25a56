import Foundation

extension View {
  /// Associates a destination view with a presented data type for use within a navigation
  /// stack: a `NavigationLink(value:)` or a path value of that type shows it.
  ///
  /// ```swift
  /// List(parks) { park in NavigationLink(park.name, value: park) }
  ///   .navigationDestination(for: Park.self) { park in ParkDetails(park: park) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationRegistrar(type: data, make: { value in
      (value.base as? D).map { AnyView(destination($0)) }
    }))
  }

  /// Associates a destination view with a binding that pushes it while `true`; popping it
  /// writes `false`.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(PresentedDestinationModifier(isPresented: isPresented, destination: AnyView(destination())))
  }

  /// Associates a destination view with an optional item that pushes it while not `nil`;
  /// popping it writes `nil`.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return modifier(PresentedDestinationModifier(
      isPresented: isPresented, destination: item.wrappedValue.map { AnyView(destination($0)) }))
  }
}

/// Registers a destination for a data type with the nearest stack while the view is there.
struct NavigationDestinationRegistrar: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let type: Any.Type
  let make: (AnyHashable) -> AnyView?

  func update(_ node: ViewNode, content: any View) {
    let owner: RegistrationOwner
    if let existing = node.primitiveState as? RegistrationOwner {
      owner = existing
    } else {
      owner = RegistrationOwner()
      node.primitiveState = owner
      node.teardownActions.append { [weak owner] in
        guard let owner else { return }
        owner.stack?.unregister(owner: ObjectIdentifier(owner))
      }
    }
    let stack = node.environment.navigationContext?.stack
    owner.stack = stack
    stack?.register(type, owner: ObjectIdentifier(owner), make: make)
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class RegistrationOwner {
  weak var stack: NavigationStackCoordinator?
}

/// Pushes a destination on the nearest stack while a binding is `true`, and writes `false`
/// when the user pops it.
struct PresentedDestinationModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let isPresented: Binding<Bool>?
  let destination: AnyView?

  func update(_ node: ViewNode, content: any View) {
    defer { node.updateChild(at: 0, with: content, environment: node.environment) }
    guard let isPresented else { return }
    let state = node.primitiveState as? PushedDestination ?? {
      let state = PushedDestination()
      node.primitiveState = state
      return state
    }()
    let wanted = isPresented.currentValue(for: node) && destination != nil
    let stack = node.environment.navigationContext?.stack
    if wanted, let page = state.page, let destination {
      page.rootView = destination
    } else if wanted, state.page == nil, let destination {
      node.graph.enqueueAction { [weak state, weak stack] in
        guard let state, let stack, state.page == nil else { return }
        state.page = stack.push(destination) { [weak state] in
          state?.page = nil
          isPresented.wrappedValue = false
        }
      }
    } else if !wanted, let page = state.page {
      state.page = nil
      node.graph.enqueueAction { [weak stack] in stack?.pop(page) }
    }
  }
}

@MainActor
private final class PushedDestination {
  weak var page: PageHostingController?
}
