extension Array where Element == Int {
    /// In ascending values, the last index among the first `prefix` (all, for nil) whose value
    /// is at most `value`; 0 when none is. The grid's line starts and the pool's line tops both
    /// find a line so, in logarithmic time.
    func lastIndex(atMost value: Int, prefix: Int? = nil) -> Int {
        var low = 0
        var high = (prefix ?? count) - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return Swift.max(0, low)
    }
}
