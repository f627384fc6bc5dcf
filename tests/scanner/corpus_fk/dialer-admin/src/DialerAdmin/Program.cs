using DialerAdmin.Middleware;
using DialerAdmin.Services;
using Microsoft.Identity.Web;
using MudBlazor.Services;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddMicrosoftIdentityWebAppAuthentication(builder.Configuration, "AzureAd");
builder.Services.AddRazorComponents().AddInteractiveServerComponents();
builder.Services.AddMudServices();
builder.Services.AddHttpContextAccessor();

// Typed client for the Ringlane dialer platform.
builder.Services.AddHttpClient<RinglaneAdminClient>(http =>
{
    http.BaseAddress = new Uri(builder.Configuration["Ringlane:BaseAddress"]
        ?? "https://api.ringlane.io/api/public/v1/");
    http.DefaultRequestHeaders.Add("X-API-KEY", builder.Configuration["Ringlane:ApiKey"]);
})
.AddStandardResilienceHandler();

// Our own backend (ops-api). It trusts X-User-Email from the admin because it sits behind the VNet.
builder.Services.AddTransient<CurrentUserHeaderHandler>();
builder.Services.AddHttpClient<OpsApiClient>(http =>
{
    http.BaseAddress = new Uri(builder.Configuration["OpsApi:BaseAddress"]!);
})
.AddHttpMessageHandler<CurrentUserHeaderHandler>();

var app = builder.Build();

app.UseHttpsRedirection();
app.UseStaticFiles();
app.UseAuthentication();
app.UseAuthorization();
app.UseAntiforgery();

// Health/export endpoints used by the ops dashboard, protected by a static key.
app.UseWhen(ctx => ctx.Request.Path.StartsWithSegments("/internal"), b => b.UseMiddleware<InternalApiKeyMiddleware>());
app.MapGet("/internal/health", () => Results.Ok(new { status = "ok" }));

app.MapRazorComponents<DialerAdmin.App>().AddInteractiveServerRenderMode();
app.Run();
