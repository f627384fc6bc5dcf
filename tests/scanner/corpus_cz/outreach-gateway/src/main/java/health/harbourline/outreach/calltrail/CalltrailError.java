package health.harbourline.outreach.calltrail;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

@JsonIgnoreProperties(ignoreUnknown = true)
public class CalltrailError {

    public String error;

    public List<Detail> details;

    public static class Detail {
        public String path;
        public String message;
    }
}
