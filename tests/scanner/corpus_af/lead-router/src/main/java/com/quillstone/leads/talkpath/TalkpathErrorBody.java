package com.quillstone.leads.talkpath;

import java.util.List;

/** Error payload returned by Talkpath. */
public record TalkpathErrorBody(String error, List<Detail> details) {
    public record Detail(String path, String message) {}

    public boolean isUserNotFound() {
        return "user not found".equalsIgnoreCase(error);
    }
}
