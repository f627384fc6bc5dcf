using Webhooks.Verification;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddSingleton<RinglaneSignatureVerifier>();
builder.Services.AddSingleton<RinglaneV2SignatureVerifier>();
builder.Services.AddSingleton<GitHubSignatureVerifier>();

var app = builder.Build();

app.MapPost("/hooks/ringlane", async (HttpRequest req, RinglaneSignatureVerifier legacy, RinglaneV2SignatureVerifier v2) =>
{
    req.EnableBuffering();
    using var reader = new StreamReader(req.Body, leaveOpen: true);
    var body = await reader.ReadToEndAsync();

    if (req.Headers.TryGetValue("X-Ringlane-Signature", out _))
    {
        app.Logger.LogInformation("Legacy-signed Ringlane webhook from {Ip}", req.HttpContext.Connection.RemoteIpAddress);
    }

    var ok = req.Headers.ContainsKey(RinglaneV2SignatureVerifier.HeaderName)
        ? v2.Verify(req.Headers, body)
        : legacy.Verify(req, body);

    return ok ? Results.Accepted() : Results.Unauthorized();
});

app.MapPost("/hooks/stripe", async (HttpRequest req, IConfiguration cfg) =>
{
    var json = await new StreamReader(req.Body).ReadToEndAsync();
    try
    {
        var evt = Stripe.EventUtility.ConstructEvent(json, req.Headers["Stripe-Signature"], cfg["Stripe:WebhookSecret"]);
        return Results.Ok(new { received = evt.Type });
    }
    catch (Stripe.StripeException)
    {
        return Results.BadRequest(new { error = "invalid signature" });
    }
});

app.MapPost("/hooks/github", async (HttpRequest req, GitHubSignatureVerifier gh) =>
{
    var json = await new StreamReader(req.Body).ReadToEndAsync();
    return gh.Verify(req.Headers["X-Hub-Signature-256"].ToString(), json) ? Results.NoContent() : Results.Unauthorized();
});

app.Run();
