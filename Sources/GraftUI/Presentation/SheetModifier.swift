import Foundation

extension View {
  /// Presents a sheet when a binding to a Boolean value that you provide is `true`, backed by
  /// a hosting controller presented with `present(_:animated:)`.
  ///
  /// ```swift
  /// .sheet(isPresented: $isShowingEditor, onDismiss: save) {
  ///   EditorView()
  /// }
  /// ```
  ///
  /// The sheet draws as a boxed card over the dimmed screen. Escape dismisses it (where iOS takes
  /// a swipe down) unless `interactiveDismissDisabled()`; that, `dismiss()` inside it, or
  /// writing `false` dismisses it, writes `false` back, and then runs `onDismiss`.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier(
      isPresented: isPresented, style: .pageSheet, onDismiss: onDismiss,
      content: isPresented.wrappedValue ? AnyView(content()) : nil, id: nil))
  }

  /// Presents a sheet using the given item as a data source for the sheet's content, while the
  /// item is not `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(SheetModifier.forItem(item, style: .pageSheet, onDismiss: onDismiss, content: content))
  }

  /// Presents a modal view that covers as much of the screen as possible when a binding is
  /// `true`. It fills the window; Escape does not dismiss it.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier(
      isPresented: isPresented, style: .fullScreen, onDismiss: onDismiss,
      content: isPresented.wrappedValue ? AnyView(content()) : nil, id: nil))
  }

  /// Presents a modal view that covers as much of the screen as possible using the given item.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(SheetModifier.forItem(item, style: .fullScreen, onDismiss: onDismiss, content: content))
  }

  /// Presents a popover when a binding is `true`; in a terminal, a centred form sheet.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier(
      isPresented: isPresented, style: .popover, onDismiss: nil,
      content: isPresented.wrappedValue ? AnyView(content()) : nil, id: nil))
  }

  /// Presents a popover using the given item; in a terminal, a centred form sheet.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(SheetModifier.forItem(item, style: .popover, onDismiss: nil, content: content))
  }

  /// Conditionally prevents interactive dismissal of a sheet: Escape no longer dismisses the
  /// sheet this view is in (its controller's `isModalInPresentation`).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(InteractiveDismissModifier(isDisabled: isDisabled))
  }

  /// Sets the available detents for the enclosing sheet: the heights it rests at, through the
  /// sheet's `UISheetPresentationController`. A sheet with more than one detent rests at the
  /// smallest, and its grabber moves it to the next.
  ///
  /// ```swift
  /// .sheet(isPresented: $isShowingFilters) {
  ///   FiltersView()
  ///     .presentationDetents([.medium, .large])
  /// }
  /// ```
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(PresentationDetentsModifier(detents: detents, selection: nil))
  }

  /// Sets the available detents for the enclosing sheet, and binds the one it rests at: writing
  /// the binding moves the sheet, and the user's move with the grabber writes it.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modifier(PresentationDetentsModifier(detents: detents, selection: selection))
  }

  /// Sets the visibility of the drag indicator on top of a sheet: `.visible` draws the sheet's
  /// grabber, `━━`, on its top edge; `.hidden` removes it; `.automatic` leaves it as it is.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(PresentationDragIndicatorModifier(visibility: visibility))
  }
}

/// A height at which a sheet rests.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }
  let kind: Kind
  /// The system detent for a sheet at approximately half the height of the screen.
  public static let medium = PresentationDetent(kind: .medium)
  /// The system detent for a sheet at full height.
  public static let large = PresentationDetent(kind: .large)
  /// A custom detent with the specified fractional height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  /// A custom detent with the specified height.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// The sheet presentation controller's name for this detent.
  var identifier: UISheetPresentationController.Detent.Identifier {
    switch kind {
    case .medium: .medium
    case .large: .large
    case .fraction(let fraction): .init("fraction \(fraction)")
    case .height(let height): .init("height \(height)")
    }
  }

  /// The sheet presentation controller's detent.
  @MainActor var detent: UISheetPresentationController.Detent {
    switch kind {
    case .medium: .medium()
    case .large: .large()
    case .fraction(let fraction): .custom(identifier: identifier) { $0.maximumDetentValue * fraction }
    case .height(let height): .custom(identifier: identifier) { _ in height }
    }
  }
}

extension EnvironmentValues {
  /// The sheet presentation controller of the sheet the view is in.
  @MainActor var enclosingSheet: UISheetPresentationController? {
    guard var controller: UIViewController = navigationContext?.page else { return nil }
    while let parent = controller.parent { controller = parent }
    return controller.sheetPresentationController
  }
}

/// Sets the detents of the sheet the view is in.
struct PresentationDetentsModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let detents: Set<PresentationDetent>
  let selection: Binding<PresentationDetent>?

  func update(_ node: ViewNode, content: any View) {
    if let sheet = node.environment.enclosingSheet, !detents.isEmpty {
      let ordered = detents.sorted { $0.identifier.rawValue < $1.identifier.rawValue }
      if sheet.detents.map(\.identifier) != ordered.map(\.identifier) {
        sheet.detents = ordered.map(\.detent)
      }
      if let selection {
        let wanted = selection.currentValue(for: node).identifier
        if sheet.selectedDetentIdentifier != wanted { sheet.selectedDetentIdentifier = wanted }
        sheet.onUserDetentChange = { [detents] identifier in
          guard let chosen = detents.first(where: { $0.identifier == identifier }) else { return }
          Update.outside { selection.wrappedValue = chosen }
        }
      }
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Shows or hides the grabber of the sheet the view is in.
struct PresentationDragIndicatorModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let visibility: Visibility

  func update(_ node: ViewNode, content: any View) {
    if let sheet = node.environment.enclosingSheet, visibility != .automatic {
      let visible = visibility == .visible
      if sheet.prefersGrabberVisible != visible { sheet.prefersGrabberVisible = visible }
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}

/// Presents a hosting controller while a binding is `true`.
struct SheetModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let isPresented: Binding<Bool>
  let style: UIModalPresentationStyle
  let onDismiss: (() -> Void)?
  let content: AnyView?
  let id: AnyHashable?

  static func forItem<Item: Identifiable, Content: View>(
    _ item: Binding<Item?>, style: UIModalPresentationStyle, onDismiss: (() -> Void)?,
    content: (Item) -> Content
  ) -> SheetModifier {
    let isPresented = Binding<Bool>(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return SheetModifier(
      isPresented: isPresented, style: style, onDismiss: onDismiss,
      content: item.wrappedValue.map { AnyView(content($0)) }, id: item.wrappedValue.map { AnyHashable($0.id) })
  }

  func update(_ node: ViewNode, content body: any View) {
    let presenter = node.primitiveState as? SheetPresenter ?? {
      let presenter = SheetPresenter()
      node.primitiveState = presenter
      node.teardownActions.append { [weak presenter] in presenter?.dismissFromCode() }
      return presenter
    }()
    presenter.binding = isPresented
    presenter.onDismiss = onDismiss
    presenter.environment = node.environment
    let wanted = isPresented.currentValue(for: node) && content != nil
    let host = (node.graph.hostView as? HostingView)?.controller
    if wanted, let content {
      if presenter.controller != nil, presenter.id == id {
        presenter.show(content)
      } else {
        node.graph.enqueueAction { [weak presenter] in
          guard let presenter, let host else { return }
          if presenter.controller != nil, presenter.id != id { presenter.dismissFromCode() }
          presenter.present(content, id: id, style: style, from: host)
        }
      }
    } else if presenter.controller != nil {
      node.graph.enqueueAction { [weak presenter] in presenter?.dismissFromCode() }
    }
    node.updateChild(at: 0, with: body, environment: node.environment)
  }
}

/// What a sheet modifier keeps: the controller it presented, and what to tell when it goes.
@MainActor
final class SheetPresenter: UIAdaptivePresentationControllerDelegate {
  var binding: Binding<Bool>?
  var onDismiss: (() -> Void)?
  var environment = EnvironmentValues()
  private(set) var controller: PageHostingController?
  private(set) var id: AnyHashable?

  func present(_ content: AnyView, id: AnyHashable?, style: UIModalPresentationStyle, from host: UIViewController) {
    guard controller == nil else { return }
    let page = PageHostingController()
    page.modalPresentationStyle = style
    controller = page
    self.id = id
    show(content)
    page.presentationController?.delegate = self
    host.present(page, animated: true)
    if page.presentingViewController == nil {
      controller = nil
      self.id = nil
    }
  }

  func show(_ content: AnyView) {
    guard let controller else { return }
    var environment = environment
    environment.isPresented = true
    environment.dismiss = DismissAction { [weak self] in self?.dismissFromContent() }
    environment.navigationContext = NavigationContext(stack: nil, page: controller)
    controller.show(content, environment: environment)
  }

  /// The binding became `false`: dismiss, then run `onDismiss`.
  func dismissFromCode() {
    guard let controller else { return }
    self.controller = nil
    id = nil
    controller.dismiss(animated: true)
    onDismiss.map { action in Update.outside { action() } }
  }

  /// `dismiss()` inside the sheet: dismiss, write `false`, then run `onDismiss`.
  private func dismissFromContent() {
    guard let controller else { return }
    self.controller = nil
    id = nil
    controller.dismiss(animated: true)
    finish()
  }

  private func finish() {
    Update.outside {
      if binding?.wrappedValue == true { binding?.wrappedValue = false }
      onDismiss?()
    }
  }

  /// Escape dismissed the sheet.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    controller = nil
    id = nil
    finish()
  }
}

/// Sets `isModalInPresentation` on the sheet the view is in.
struct InteractiveDismissModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let isDisabled: Bool

  func update(_ node: ViewNode, content: any View) {
    if let page = node.environment.navigationContext?.page, page.isModalInPresentation != isDisabled {
      page.isModalInPresentation = isDisabled
    }
    node.updateChild(at: 0, with: content, environment: node.environment)
  }
}
