namespace Harbor.Api.Infrastructure;

/// <summary>Our public error contract: always <c>{ "error": "message" }</c>.</summary>
public static class ApiErrors
{
    public static IResult BadRequest(string message) =>
        Results.Json(new { error = message }, statusCode: StatusCodes.Status400BadRequest);

    public static IResult NotFound(string message) =>
        Results.Json(new { error = message }, statusCode: StatusCodes.Status404NotFound);

    public static IResult Unavailable(string message) =>
        Results.Json(new { error = message }, statusCode: StatusCodes.Status503ServiceUnavailable);
}
