package com.kestrelmutual.outreach.dialwell;

import java.util.List;

/**
 * Error payload returned by the Dialwell public API.
 */
public class DialwellErrorBody {

    public String error;
    public List<Detail> details;

    public static class Detail {
        public String path;
        public String message;
    }
}
