import GraftKit
import GraftUI

/// Keeps count of every view-graph node and representable of a session, by weak reference,
/// so a fuzz run can check after each step that identities are made once, dismantled once,
/// and freed once removed.
///
/// Each step, ``observe(_:)`` walks the mounted tree. A node seen for the first time is a new
/// identity; a node no longer mounted has ended. For a representable it also remembers the
/// coordinator, the UIKit object (view or view controller), the host view and the UIKit
/// view's delegate; none of them may outlive the step that removed them, and none may change
/// while the identity lives.
@MainActor
package final class LifecycleCensus {
  private struct Entry {
    weak var node: ViewNode?
    weak var coordinator: AnyObject?
    weak var platform: AnyObject?
    weak var platformView: UIView?
    weak var hostView: UIView?
    weak var delegate: AnyObject?
    /// The representable's type name, as the lifecycle trace spells it; `nil` for other views.
    let representable: String?
    let describe: String
  }

  private var live: [ObjectIdentifier: Entry] = [:]
  private var ended: [Entry] = []
  /// Identities made and ended, by representable type.
  package private(set) var made: [String: Int] = [:]
  /// Identities ended, by representable type.
  package private(set) var dismantled: [String: Int] = [:]
  /// Lifecycle calls read from the trace so far, by representable type.
  private var traced: [String: (coordinators: Int, makes: Int, dismantles: Int)] = [:]
  /// How many nodes and representable identities were seen in all.
  package private(set) var nodesSeen = 0
  /// Representable identities seen.
  package private(set) var representablesSeen = 0

  /// An empty census.
  package init() {}

  /// Records what is mounted now; returns problems found.
  package func observe(_ graph: ViewGraph?) -> [String] {
    var problems: [String] = []
    var mounted: [ObjectIdentifier: ViewNode] = [:]
    graph?.root?.forEachDescendant { node in
      mounted[ObjectIdentifier(node)] = node
      if !node.isMounted { problems.append("an unmounted node is still in the tree: \(Self.name(of: node))") }
    }
    // NB: First the identities that ended: a freed node's address may already belong to a new
    // node, so an entry ends when its own node is gone, whatever sits at its address now.
    for (id, entry) in live where entry.node == nil || mounted[id] !== entry.node {
      live[id] = nil
      ended.append(entry)
      if let name = entry.representable { dismantled[name, default: 0] += 1 }
    }
    for (id, node) in mounted {
      if let entry = live[id] {
        guard let name = entry.representable else { continue }
        let (coordinator, platform) = Self.representableObjects(of: node)
        if entry.coordinator !== coordinator, entry.coordinator != nil || coordinator != nil {
          problems.append("\(name): the coordinator changed while its identity lived")
        }
        if entry.platform !== platform {
          problems.append("\(name): the UIKit object changed while its identity lived")
        }
        continue
      }
      let entry = Self.entry(for: node)
      live[id] = entry
      nodesSeen += 1
      if let name = entry.representable {
        made[name, default: 0] += 1
        representablesSeen += 1
      }
    }
    return problems
  }

  /// Checks that everything that ended is freed; returns what is still alive.
  package func checkReleased() -> [String] {
    var problems: [String] = []
    for entry in ended {
      var alive: [String] = []
      if entry.node != nil { alive.append("node") }
      if entry.coordinator != nil { alive.append("coordinator") }
      if entry.platform != nil { alive.append("UIKit object") }
      if entry.platformView != nil { alive.append("UIKit view") }
      if entry.hostView != nil { alive.append("host view") }
      if entry.delegate != nil { alive.append("delegate") }
      if !alive.isEmpty {
        problems.append("\(entry.describe) was removed but its \(alive.joined(separator: ", ")) is still alive")
      }
    }
    ended.removeAll()
    return problems
  }

  /// Reads the trace's new events, forgets them, and checks that each representable identity
  /// was made once (one `makeCoordinator`, one make) and dismantled once.
  package func checkTrace(_ trace: LifecycleTrace) -> [String] {
    for event in trace.events {
      switch event {
      case .makeCoordinator(let name): traced[name, default: (0, 0, 0)].coordinators += 1
      case .make(let name): traced[name, default: (0, 0, 0)].makes += 1
      case .dismantle(let name): traced[name, default: (0, 0, 0)].dismantles += 1
      default: break
      }
    }
    trace.removeAll()
    var problems: [String] = []
    for name in Set(traced.keys).union(made.keys) {
      let calls = traced[name] ?? (0, 0, 0)
      let identities = made[name] ?? 0
      let ends = dismantled[name] ?? 0
      if calls.makes != identities || calls.coordinators != identities {
        problems.append(
          "\(name): \(identities) identities but \(calls.coordinators) makeCoordinator and \(calls.makes) make calls")
      }
      if calls.dismantles != ends {
        problems.append("\(name): \(ends) identities ended but \(calls.dismantles) dismantle calls")
      }
    }
    return problems
  }

  /// Counts every live identity as ended, for a session whose window is gone.
  package func endAll() {
    for (_, entry) in live {
      ended.append(entry)
      if let name = entry.representable { dismantled[name, default: 0] += 1 }
    }
    live.removeAll()
  }

  // MARK: - Reading nodes

  private static func entry(for node: ViewNode) -> Entry {
    let isRepresentable = node.primitiveState.map {
      String(describing: type(of: $0)).hasPrefix("RepresentableHost<")
    } ?? false
    let representable = isRepresentable ? String(describing: type(of: node.view)) : nil
    let (coordinator, platform) = isRepresentable ? representableObjects(of: node) : (nil, nil)
    let platformView = (platform as? UIView) ?? (platform as? UIViewController)?.viewIfLoaded
    return Entry(
      node: node, coordinator: coordinator, platform: platform, platformView: platformView,
      hostView: node.layout?.hostView,
      delegate: platformView.flatMap { child("delegate", of: $0) },
      representable: representable, describe: name(of: node))
  }

  private static func name(of node: ViewNode) -> String {
    let type = String(describing: Swift.type(of: node.view))
    return node.explicitID.map { "\(type) id=\($0)" } ?? type
  }

  /// The coordinator and UIKit object a representable's host keeps, read by reflection so the
  /// census depends on no private API.
  private static func representableObjects(of node: ViewNode) -> (AnyObject?, AnyObject?) {
    guard let state = node.primitiveState else { return (nil, nil) }
    return (child("coordinator", of: state), child("platform", of: state))
  }

  private static func child(_ label: String, of subject: Any) -> AnyObject? {
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
      if let value = current.children.first(where: { $0.label == label })?.value { return object(in: value) }
      mirror = current.superclassMirror
    }
    return nil
  }

  private static func object(in value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return nil }
      return object(in: wrapped)
    }
    return type(of: value) is AnyClass ? value as AnyObject : nil
  }
}
