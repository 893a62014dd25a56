import Foundation

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy.
///
/// ```swift
/// struct ThirdPartyViewRepresentable: UIViewRepresentable {
///   var shouldAdd: Bool
///
///   func makeUIView(context: Context) -> ThirdPartyUIView {
///     ThirdPartyUIView()
///   }
///
///   func updateUIView(_ uiView: ThirdPartyUIView, context: Context) {
///     uiView.shouldAdd = shouldAdd
///   }
/// }
/// ```
///
/// The lifecycle is SwiftUI's: `makeCoordinator`, `makeUIView` and `updateUIView` run in that
/// order in one update, once per identity for the first two. `updateUIView` runs again only when
/// an input changed: a field of the representable (closures always count as changed), a dynamic
/// property it holds, an environment value read through `context.environment`, or an
/// `@Observable` property read in `makeUIView` or `updateUIView`. When the identity ends,
/// `dismantleUIView` runs once and every reference to the view and coordinator is dropped.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The type of view to present.
  associatedtype UIViewType: UIView
  /// A type to coordinate with the view.
  associatedtype Coordinator = Void
  /// The context a representable's methods receive.
  typealias Context = UIViewRepresentableContext<Self>

  /// Creates the view object and configures its initial state.
  func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Updates the state of the specified view with new information from SwiftUI.
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
  static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// Creates the custom instance that you use to communicate changes from your view to other
  /// parts of your SwiftUI interface.
  func makeCoordinator() -> Self.Coordinator
  /// Given a proposed size, returns the preferred size of the composite view; `nil` uses the
  /// default sizing from the view's intrinsic content size and priorities.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
    nil
  }

  /// Representables have no body; the runtime hosts their UIKit view instead.
  public var body: Never {
    fatalError("\(Self.self) is a UIViewRepresentable; its body is never called")
  }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view.
///
/// The runtime creates contexts; you don't create them yourself.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The view's associated coordinator.
  public let coordinator: Representable.Coordinator
  /// The current transaction.
  public var transaction: Transaction
  /// The current environment. Values read here are tracked: changing them updates the view.
  public var environment: EnvironmentValues

  package init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
    self.coordinator = coordinator
    self.transaction = transaction
    self.environment = environment
  }

  /// Animates changes using the animation in the current transaction.
  ///
  /// A terminal shows the end state at once, so `changes` runs immediately and then
  /// `completion`, as SwiftUI does when the transaction has no animation.
  public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    completion?()
  }
}

extension UIViewRepresentable {
  /// Updates the node that hosts this representable.
  package func updateRepresentable(_ node: ViewNode) {
    RepresentableHost<ViewRepresentation<Self>>.update(node, with: self)
  }
}

/// How the runtime drives a `UIViewRepresentable`.
@MainActor
package enum ViewRepresentation<Representable: UIViewRepresentable>: PlatformRepresentation {
  package static var kind: String { "UIViewRepresentables" }

  package static func makeCoordinator(_ representable: Representable) -> Representable.Coordinator {
    representable.makeCoordinator()
  }

  package static func makeContext(
    coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues
  ) -> Representable.Context {
    UIViewRepresentableContext(coordinator: coordinator, transaction: transaction, environment: environment)
  }

  package static func make(_ representable: Representable, context: Representable.Context) -> Representable.UIViewType {
    representable.makeUIView(context: context)
  }

  package static func update(
    _ representable: Representable, _ platform: Representable.UIViewType, context: Representable.Context
  ) {
    representable.updateUIView(platform, context: context)
  }

  package static func dismantle(_ platform: Representable.UIViewType, coordinator: Representable.Coordinator) {
    Representable.dismantleUIView(platform, coordinator: coordinator)
  }

  package static func sizeThatFits(
    _ representable: Representable, _ proposal: ProposedViewSize, _ platform: Representable.UIViewType,
    context: Representable.Context
  ) -> CGSize? {
    representable.sizeThatFits(proposal, uiView: platform, context: context)
  }

  package static func view(of platform: Representable.UIViewType) -> UIView { platform }

  package static var isReusable: Bool { Representable.self is any ReusableUIViewRepresentable.Type }

  package static func reset(_ platform: Representable.UIViewType, coordinator: Representable.Coordinator) {
    guard let reusable = Representable.self as? any ReusableUIViewRepresentable.Type else { return }
    func reset<Reusable: ReusableUIViewRepresentable>(_: Reusable.Type) {
      Reusable.resetUIView(platform as! Reusable.UIViewType, coordinator: coordinator as! Reusable.Coordinator)
    }
    reset(reusable)
  }
}

/// A `UIViewRepresentable` whose view and coordinator a lazy container hands on: when a row
/// scrolls away, its view and coordinator wait for a row coming on screen, which resets them
/// and updates them instead of dismantling one pair and making another.
///
/// ```swift
/// struct ChartView: ReusableUIViewRepresentable {
///   let series: Series
///
///   func makeUIView(context: Context) -> LineChartView { LineChartView() }
///
///   func updateUIView(_ chart: LineChartView, context: Context) {
///     context.coordinator.parent = self
///     chart.points = series.points
///   }
///
///   static func resetUIView(_ chart: LineChartView, coordinator: Coordinator) {
///     chart.clearSelection()
///   }
///   …
/// }
/// ```
///
/// In `List`, `LazyVStack`, `LazyHStack` and the lazy grids, a row that leaves the screen gives
/// its view and coordinator to the container; a row of the same representable type coming on
/// screen takes a pair, and the container calls ``resetUIView(_:coordinator:)`` and then
/// `updateUIView(_:context:)` with the new row's representable. Pairs no row took are
/// dismantled, with `dismantleUIView(_:coordinator:)`, when the container ends or has more
/// waiting than it shows rows. A coordinator keeps the properties it had for the row before, so
/// `updateUIView` should refresh what the coordinator holds of its representable
/// (`context.coordinator.parent = self`).
///
/// Graft's own: SwiftUI reuses representables' views privately, and Compose's `AndroidView`
/// offers the same with its `onReset`.
@MainActor @preconcurrency
public protocol ReusableUIViewRepresentable: UIViewRepresentable {
  /// Prepares a view and coordinator that showed a row which scrolled away to show another:
  /// undo what was particular to the old row. `updateUIView(_:context:)` follows.
  ///
  /// The default implementation does nothing.
  static func resetUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension ReusableUIViewRepresentable {
  /// Does nothing: `updateUIView(_:context:)`, which follows, sets what the new row shows.
  public static func resetUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}
