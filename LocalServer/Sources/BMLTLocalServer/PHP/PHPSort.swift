/// PHP 8's `usort`: `zend_sort` (`Zend/zend_sort.c`), a hybrid insertion sort and quicksort that falls back on the
/// elements' original positions when the comparison says they are equal.
///
/// For a consistent comparison that is a stable sort. 2.16.6 also sorts with comparisons that are not consistent
/// (its distance sort never answers "equal"), and then only the same steps give the same order, so they are ported
/// step for step.
enum PHPSort {
    static func usort<Element>(_ elements: inout [Element], _ compare: (Element, Element) -> Int) {
        let items = elements.enumerated().map { (element: $1, position: $0) }
        elements = withoutActuallyEscaping(compare) { compare in
            var sorter = Sorter(items: items, compare: compare)
            sorter.sort(0, sorter.items.count)
            return sorter.items.map { $0.element }
        }
    }

    private struct Sorter<Element> {
        var items: [(element: Element, position: Int)]
        let compare: (Element, Element) -> Int

        /// The comparison, ties broken by original position.
        func order(_ i: Int, _ j: Int) -> Int {
            let result = compare(items[i].element, items[j].element)
            if result != 0 { return result }
            return items[i].position < items[j].position ? -1 : items[i].position > items[j].position ? 1 : 0
        }

        mutating func sort2(_ x: Int, _ y: Int) {
            if order(x, y) > 0 { items.swapAt(x, y) }
        }

        mutating func sort3(_ x: Int, _ y: Int, _ z: Int) {
            if order(x, y) <= 0 {
                if order(y, z) <= 0 { return }
                items.swapAt(y, z)
                if order(x, y) > 0 { items.swapAt(x, y) }
                return
            }
            if order(z, y) <= 0 {
                items.swapAt(x, z)
                return
            }
            items.swapAt(x, y)
            if order(y, z) > 0 { items.swapAt(y, z) }
        }

        mutating func sort4(_ x: Int, _ y: Int, _ z: Int, _ w: Int) {
            sort3(x, y, z)
            guard order(z, w) > 0 else { return }
            items.swapAt(z, w)
            guard order(y, z) > 0 else { return }
            items.swapAt(y, z)
            if order(x, y) > 0 { items.swapAt(x, y) }
        }

        mutating func sort5(_ x: Int, _ y: Int, _ z: Int, _ w: Int, _ v: Int) {
            sort4(x, y, z, w)
            guard order(w, v) > 0 else { return }
            items.swapAt(w, v)
            guard order(z, w) > 0 else { return }
            items.swapAt(z, w)
            guard order(y, z) > 0 else { return }
            items.swapAt(y, z)
            if order(x, y) > 0 { items.swapAt(x, y) }
        }

        /// Moves the element at `from` down to `to`, shifting the ones between up.
        mutating func rotate(_ from: Int, to: Int) {
            var k = from
            while k > to {
                items.swapAt(k, k - 1)
                k -= 1
            }
        }

        mutating func insertionSort(_ base: Int, _ count: Int) {
            switch count {
            case 0, 1: return
            case 2: return sort2(base, base + 1)
            case 3: return sort3(base, base + 1, base + 2)
            case 4: return sort4(base, base + 1, base + 2, base + 3)
            case 5: return sort5(base, base + 1, base + 2, base + 3, base + 4)
            default: break
            }
            let end = base + count
            // The first six elements by linear search…
            for i in (base + 1)..<(base + 6) {
                var j = i - 1
                if order(j, i) <= 0 { continue }
                while j != base {
                    j -= 1
                    if order(j, i) <= 0 {
                        j += 1
                        break
                    }
                }
                rotate(i, to: j)
            }
            // …the rest by stepping two at a time.
            for i in (base + 6)..<end {
                var j = i - 1
                if order(j, i) <= 0 { continue }
                while true {
                    j -= 2
                    if order(j, i) <= 0 {
                        j += 1
                        if order(j, i) <= 0 { j += 1 }
                        break
                    }
                    if j == base { break }
                    if j == base + 1 {
                        j -= 1
                        if order(i, j) > 0 { j += 1 }
                        break
                    }
                }
                rotate(i, to: j)
            }
        }

        mutating func sort(_ start: Int, _ count: Int) {
            var base = start
            var n = count
            while true {
                if n <= 16 { return insertionSort(base, n) }
                let start = base
                let end = base + n
                let offset = n >> 1
                var pivot = start + offset
                if n >> 10 != 0 {
                    let delta = offset >> 1
                    sort5(start, start + delta, pivot, pivot + delta, end - 1)
                } else {
                    sort3(start, pivot, end - 1)
                }
                items.swapAt(start + 1, pivot)
                pivot = start + 1
                var i = pivot + 1
                var j = end - 1
                partition: while true {
                    while order(pivot, i) > 0 {
                        i += 1
                        if i == j { break partition }
                    }
                    j -= 1
                    if j == i { break partition }
                    while order(j, pivot) > 0 {
                        j -= 1
                        if j == i { break partition }
                    }
                    items.swapAt(i, j)
                    i += 1
                    if i == j { break partition }
                }
                items.swapAt(pivot, i - 1)
                if (i - 1) - start < end - i {
                    sort(start, i - start - 1)
                    base = i
                    n = end - i
                } else {
                    sort(i, end - i)
                    base = start
                    n = i - start - 1
                }
            }
        }
    }
}
