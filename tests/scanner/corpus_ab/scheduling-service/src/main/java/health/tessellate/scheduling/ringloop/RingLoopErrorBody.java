package health.tessellate.scheduling.ringloop;

import java.util.List;

/** Error payload returned by RingLoop, e.g. {"error": "user not found", "details": []}. */
public record RingLoopErrorBody(String error, List<Detail> details) {
    public record Detail(String path, String message) {}
}
