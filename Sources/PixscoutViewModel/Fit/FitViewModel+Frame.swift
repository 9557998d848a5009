import PixscoutModel

/// The frame: moved, resized from a corner keeping the target's shape, and the size made of it.
extension FitViewModel {
    /// The smallest frame, in the picture's pixels.
    static let smallestSide = 16
    /// The largest side made, as the model allows.
    static let largestSide = 16384

    public func moveFrame(x: Double, y: Double) {
        guard let source, var moved = region else { return }
        // A drag's small steps add up: on a small picture a screen's pixel is less than one of its own.
        let wanted = (x: x * Double(source.size.width) + moveRemainder.x,
            y: y * Double(source.size.height) + moveRemainder.y)
        let whole = (x: wanted.x.rounded(.towardZero), y: wanted.y.rounded(.towardZero))
        moveRemainder = (wanted.x - whole.x, wanted.y - whole.y)
        moved.x += Int(whole.x)
        moved.y += Int(whole.y)
        changeRegion(moved.inside(source.size))
    }

    public func nudge(x: Int, y: Int, large: Bool) {
        let step = large ? 0.1 : 0.01
        moveFrame(x: Double(x) * step, y: Double(y) * step)
    }

    public func dragCorner(_ corner: FitCorner, x: Double, y: Double) {
        guard let source, let region else { return }
        let picture = source.size
        let left = corner == .topLeft || corner == .bottomLeft
        let top = corner == .topLeft || corner == .topRight
        var width = Double(region.width) + (left ? -x : x) * Double(picture.width)
        var height = Double(region.height) + (top ? -y : y) * Double(picture.height)
        // The opposite corner stays; the frame stays inside the picture.
        let anchorX = Double(left ? region.x + region.width : region.x)
        let anchorY = Double(top ? region.y + region.height : region.y)
        let roomX = left ? anchorX : Double(picture.width) - anchorX
        let roomY = top ? anchorY : Double(picture.height) - anchorY
        let smallest = Double(Self.smallestSide)
        width = min(max(width, smallest), roomX)
        height = min(max(height, smallest), roomY)
        if let aspect = target.aspect {
            width = min(width, height * aspect, roomX)
            width = max(width, min(smallest, roomX))
            height = width / aspect
        }
        let resized = FitRegion(x: Int((left ? anchorX - width : anchorX).rounded()),
            y: Int((top ? anchorY - height : anchorY).rounded()), width: Int(width.rounded()),
            height: Int(height.rounded()))
        changeRegion(resized.inside(picture))
        guard !target.hasExactSize else { return updateOutput() }
        showOutputSize(outputSize(forWidth: target.outputSize(for: resized.size).width))
        updateOutput()
    }

    public func setWidth(_ width: Int) {
        let width = min(max(width, 1), Self.largestSide)
        if isCustom {
            setCustom(width: width, height: outputHeight.value)
        } else {
            showOutputSize(outputSize(forWidth: width))
            updateOutput()
        }
    }

    public func setHeight(_ height: Int) {
        guard isCustom else { return }
        setCustom(width: outputWidth.value, height: min(max(height, 1), Self.largestSide))
    }

    /// A custom size is a shape too: the frame takes it, around where it was.
    private func setCustom(width: Int, height: Int) {
        choices[targetIndex.value] = FitTargetChoice(title: choices[targetIndex.value].title,
            target: .custom(width: width, height: height))
        showOutputSize(PixelSize(width: width, height: height))
        if let source, let region {
            let centre = (x: Double(region.x) + Double(region.width) / 2,
                y: Double(region.y) + Double(region.height) / 2)
            changeRegion(FitRegion.largest(of: target.aspect, in: source.size, centredOn: centre))
        }
        updateOutput()
    }

    /// The size made at `width`, with the height of the target's shape (of the frame's for any shape).
    private func outputSize(forWidth width: Int) -> PixelSize {
        let aspect = target.aspect ?? region?.size.aspect ?? 1
        let size = PixelSize.keeping(aspect: aspect, width: min(max(width, 1), Self.largestSide))
        return PixelSize(width: size.width, height: min(size.height, Self.largestSide))
    }

    private func changeRegion(_ changed: FitRegion) {
        guard changed != region else { return }
        region = changed
        adjusted = true
        showFrame()
        updateOutput()
    }
}
