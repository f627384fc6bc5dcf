package co.northmoor.dispatch.ringlane;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * Error payload returned by Ringlane on any non-2xx response, e.g.
 * <pre>{"error": "contact list not found", "details": []}</pre>
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public class RinglaneErrorBody {

    public String error;

    public List<Detail> details;

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Detail {
        public String path;
        public String message;
    }
}
