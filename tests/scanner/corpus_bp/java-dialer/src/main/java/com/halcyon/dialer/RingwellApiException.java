package com.halcyon.dialer;

import java.util.ArrayList;
import java.util.List;

/** Non-2xx answer from Ringwell. Body is {"error": "...", "details": [...]} */
public class RingwellApiException extends Exception {
    private final int status;
    private final List<String> fieldErrors = new ArrayList<String>();

    public RingwellApiException(int status, org.json.JSONObject body) {
        super(body.optString("error", "HTTP " + status));
        this.status = status;
        org.json.JSONArray details = body.optJSONArray("details");
        if (details != null) {
            for (int i = 0; i < details.length(); i++) {
                org.json.JSONObject d = details.getJSONObject(i);
                fieldErrors.add(d.optString("path") + ": " + d.optString("message"));
            }
        }
    }

    public int getStatus() { return status; }
    public List<String> getFieldErrors() { return fieldErrors; }

    public boolean isTransient() {
        return status == 429 || status == 502;
    }

    public boolean isApiDisabled() {
        return status == 503;
    }
}
