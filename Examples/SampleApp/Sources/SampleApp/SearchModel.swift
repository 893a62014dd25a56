import Combine
import Foundation

/// Filters a list of fruit as the query changes, a short pause after the last keystroke.
public final class SearchModel: ObservableObject {
  @Published public var query = ""
  @Published public private(set) var results: [String] = []
  @Published public private(set) var searches = 0

  private let fruit = ["Apple", "Apricot", "Banana", "Blackberry", "Cherry", "Grape", "Lemon", "Mango"]
  private var cancellables = Set<AnyCancellable>()

  public init(debounce: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(200)) {
    results = fruit
    $query
      .removeDuplicates()
      .debounce(for: debounce, scheduler: DispatchQueue.main)
      .map { [fruit] query in
        query.isEmpty ? fruit : fruit.filter { $0.localizedCaseInsensitiveContains(query) }
      }
      .sink { [weak self] results in
        self?.results = results
        self?.searches += 1
      }
      .store(in: &cancellables)
  }
}
