package health.quillon.scheduling.ringmesh;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

@JsonIgnoreProperties(ignoreUnknown = true)
public record RingmeshErrorBody(String error, List<Detail> details) {
    public record Detail(String path, String message) {}
}
