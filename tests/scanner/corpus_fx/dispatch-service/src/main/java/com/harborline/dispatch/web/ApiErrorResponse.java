package com.harborline.dispatch.web;

import java.util.List;

/**
 * Body of every error this service returns to the Harborline web app:
 * {"error": "validation_failed", "message": "...", "details": ["field: msg"]}
 */
public record ApiErrorResponse(String error, String message, List<String> details) {
}
