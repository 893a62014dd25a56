import Foundation

/// Runs actions when its content appears and disappears.
package struct AppearanceModifier: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?

  package func update(_ node: ViewNode, content: any View) {
    let state = node.primitiveState as? AppearanceState ?? {
      let state = AppearanceState()
      node.primitiveState = state
      // NB: The first update is the appearance; actions run after the update, outside it.
      node.graph.enqueueAction { [weak state] in state?.onAppear?() }
      node.teardownActions.append { [weak state, graph = node.graph] in
        // NB: A row that left a lazy container's screen disappeared then.
        guard let state, state.isOnScreen, let action = state.onDisappear else { return }
        graph.enqueueAction(action)
      }
      return state
    }()
    state.onAppear = onAppear
    state.onDisappear = onDisappear
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class AppearanceState: OffscreenObserving {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  /// Whether the view is on screen: `false` while its row of a lazy container is away.
  var isOnScreen = true

  func nodeDidLeaveScreen(_ node: ViewNode, pool: RepresentableReusePool) {
    guard isOnScreen else { return }
    isOnScreen = false
    // NB: The action, not the state: a row with no state ends before the action runs.
    if let onDisappear { node.graph.enqueueAction(onDisappear) }
  }

  func nodeWillReturnToScreen(_ node: ViewNode) {
    guard !isOnScreen else { return }
    isOnScreen = true
    node.graph.enqueueAction { [weak self] in self?.onAppear?() }
  }
}

/// Runs an action when a value changes.
package struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  package func update(_ node: ViewNode, content: any View) {
    if let state = node.primitiveState as? ChangeState<Value> {
      if state.value != value {
        let (old, new) = (state.value, value)
        state.value = value
        node.graph.enqueueAction { action(old, new) }
      }
    } else {
      node.primitiveState = ChangeState(value)
      if initial { node.graph.enqueueAction { [value] in action(value, value) } }
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class ChangeState<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Runs an asynchronous task for the lifetime of its content, restarting it when `id` changes.
package struct TaskModifier<ID: Equatable>: ViewModifier, PrimitiveModifier {
  package typealias Body = Never
  let id: ID
  let priority: TaskPriority
  let action: @MainActor @Sendable () async -> Void

  package func update(_ node: ViewNode, content: any View) {
    let state = node.primitiveState as? TaskState<ID> ?? {
      let state = TaskState<ID>()
      node.primitiveState = state
      node.teardownActions.append { [weak state] in state?.task?.cancel() }
      return state
    }()
    if state.id != id || state.task == nil {
      state.id = id
      state.task?.cancel()
      let (action, priority) = (self.action, self.priority)
      node.graph.enqueueAction { [weak state] in
        state?.task = Task(priority: priority) { @MainActor in await action() }
      }
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

@MainActor
private final class TaskState<ID: Equatable>: OffscreenObserving {
  var id: ID?
  var task: Task<Void, Never>?

  /// A task ends when its view disappears, as its row leaves a lazy container's screen.
  func nodeDidLeaveScreen(_ node: ViewNode, pool: RepresentableReusePool) {
    task?.cancel()
    task = nil
  }

  /// The task starts again when the view appears again.
  func nodeWillReturnToScreen(_ node: ViewNode) {
    node.invalidate(reason: "appear")
  }
}

extension View {
  /// Adds an action to perform before this view appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
  }

  /// Adds an action to perform after this view disappears.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
  }

  /// Adds an action to perform when the given value changes, receiving the old and new values.
  ///
  /// - Parameter initial: Whether the action should also run when this view first appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Adds an action to perform when the given value changes.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Adds an asynchronous task to perform before this view appears, cancelled when it disappears.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    modifier(TaskModifier(id: 0, priority: priority, action: action))
  }

  /// Adds an asynchronous task that restarts whenever `value` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}
