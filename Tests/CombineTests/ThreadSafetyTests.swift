import Combine
import Dispatch
import Testing

@Suite("Thread safety")
struct ThreadSafetyTests {
  @Test("PassthroughSubject is safe to send to, subscribe to and cancel from several threads")
  func concurrentSubject() {
    let subject = PassthroughSubject<Int, Never>()
    let total = Box(0)
    let keep = subject.sink { _ in total.mutate { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: 400) { i in
      subject.send(i)
      let transient = subject.sink { _ in }
      transient.cancel()
    }
    #expect(total.value == 400)
    keep.cancel()
  }

  @Test("ObservableObjectPublisher is safe to send from several threads")
  func concurrentObjectWillChange() {
    let publisher = ObservableObjectPublisher()
    let total = Box(0)
    let c = publisher.sink { total.mutate { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: 300) { _ in publisher.send() }
    #expect(total.value == 300)
    c.cancel()
  }

  @Test("merge serialises values arriving on several threads")
  func mergeSerialises() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let inside = Box(0)
    let overlapped = Box(false)
    let count = Box(0)
    let c = a.merge(with: b).sink { _ in
      inside.mutate { $0 += 1 }
      if inside.value > 1 { overlapped.value = true }
      count.mutate { $0 += 1 }
      inside.mutate { $0 -= 1 }
    }
    DispatchQueue.concurrentPerform(iterations: 400) { i in
      if i.isMultiple(of: 2) { a.send(i) } else { b.send(i) }
    }
    #expect(count.value == 400)
    #expect(!overlapped.value)
    c.cancel()
  }

  @Test("subscribe(on:) performs cancel on the scheduler")
  func subscribeOnCancel() async {
    let queue = DispatchQueue(label: "subscribe-on-cancel")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let cancelledOnQueue = Box<Bool?>(nil)
    let c = PassthroughSubject<Int, Never>()
      .handleEvents(receiveCancel: { cancelledOnQueue.value = DispatchQueue.getSpecific(key: key) ?? false })
      .subscribe(on: queue)
      .sink { _ in }
    queue.sync {}
    c.cancel()
    #expect(await eventually { cancelledOnQueue.value != nil })
    #expect(cancelledOnQueue.value == true)
  }
}
