import Foundation

/// An object that adds behaviour to the view it is added to, such as a context menu.
///
/// ```swift
/// imageView.addInteraction(UIContextMenuInteraction(delegate: self))
/// ```
@MainActor @preconcurrency
public protocol UIInteraction: AnyObject {
  /// The view the interaction is added to.
  var view: UIView? { get }
  /// Called before the interaction is added to or removed from a view.
  func willMove(to view: UIView?)
  /// Called after the interaction was added to or removed from a view.
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions added to the view, in the order they were added.
  public var interactions: [any UIInteraction] {
    get { rarelySet?.interactions ?? [] }
    set {
      for interaction in interactions where !newValue.contains(where: { $0 === interaction }) {
        removeInteraction(interaction)
      }
      for interaction in newValue where !interactions.contains(where: { $0 === interaction }) {
        addInteraction(interaction)
      }
    }
  }

  /// Adds an interaction to the view, taking it from any view it was on.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    rarelySet(makingIf: true)!.interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes an interaction from the view.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = rarelySet?.interactions.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    rarelySet?.interactions.remove(at: index)
    interaction.didMove(to: nil)
  }
}
