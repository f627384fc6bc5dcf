package com.harborviewcx.edge.dialstream;

import java.util.List;

/** Failure payload from Dialstream's public API (legacy). */
public class DialstreamErrorBody {
    public String error;
    public List<Detail> details;

    public static class Detail {
        public String path;
        public String message;
    }
}
