using Microsoft.AspNetCore.Authentication.JwtBearer;
using Outreach.Api.Middleware;
using Outreach.Api.Ringvale;
using Outreach.Api.Services;
using Outreach.Api.Webhooks;
using Serilog;

var builder = WebApplication.CreateBuilder(args);
builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));

builder.Services.Configure<RingvaleOptions>(builder.Configuration.GetSection(RingvaleOptions.SectionName));
builder.Services.AddHttpClient<RingvaleClient>();

// internal scoring service behind APIM
builder.Services.AddHttpClient<LeadScoringClient>(c =>
{
    c.BaseAddress = new Uri(builder.Configuration["LeadScoring:BaseUrl"]!);
    c.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["LeadScoring:ApiKey"]);
});

builder.Services.AddAuthentication(JwtBearerDefaults.AuthenticationScheme).AddJwtBearer();
builder.Services.AddAuthorization();
builder.Services.AddProblemDetails();

var app = builder.Build();

app.UseSerilogRequestLogging();
app.UseAuthentication();
app.UseAuthorization();
app.UseMiddleware<ActingUserMiddleware>();

var lists = app.MapGroup("/lists").RequireAuthorization();

lists.MapGet("/", async (RingvaleClient rv, HttpContext ctx, CancellationToken ct) =>
    Results.Ok(await rv.GetContactListsAsync(ctx.GetActingUserEmail(), ct)));

lists.MapPost("/{listId}/contacts", async (string listId, AddContactsRequest body, RingvaleClient rv, HttpContext ctx, CancellationToken ct) =>
{
    try
    {
        await rv.AppendContactsAsync(listId, body.Phones, ctx.GetActingUserEmail(), ct);
        return Results.Accepted();
    }
    catch (RingvaleApiException ex) when (ex.IsUserNotFound)
    {
        return Results.Problem("Your account is not provisioned in the dialer yet.", statusCode: StatusCodes.Status403Forbidden);
    }
    catch (RingvaleApiException ex) when (ex.IsTransient)
    {
        return Results.Problem("Dialer is temporarily unavailable, try again.", statusCode: StatusCodes.Status503ServiceUnavailable);
    }
});

lists.MapDelete("/{listId}/contacts/{phone}", async (string listId, string phone, RingvaleClient rv, HttpContext ctx, CancellationToken ct) =>
{
    await rv.RemoveContactAsync(listId, phone, ctx.GetActingUserEmail(), ct);
    return Results.NoContent();
});

lists.MapGet("/{listId}/score", async (string listId, LeadScoringClient scoring, CancellationToken ct) =>
    Results.Ok(await scoring.ScoreListAsync(listId, ct)));

app.MapRingvaleWebhooks();
app.MapStripeWebhooks();
app.MapGet("/healthz", () => Results.Ok(new { status = "ok" })).AllowAnonymous();

app.Run();

public record AddContactsRequest(IReadOnlyList<string> Phones);

public partial class Program { }
