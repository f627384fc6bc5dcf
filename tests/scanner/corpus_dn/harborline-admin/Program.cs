using Harborline.Admin.Services;
using Microsoft.AspNetCore.Authentication.OpenIdConnect;
using Microsoft.Identity.Web;
using Microsoft.Identity.Web.UI;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddAuthentication(OpenIdConnectDefaults.AuthenticationScheme)
    .AddMicrosoftIdentityWebApp(builder.Configuration.GetSection("AzureAd"));
builder.Services.AddControllersWithViews().AddMicrosoftIdentityUI();
builder.Services.AddRazorPages();
builder.Services.AddServerSideBlazor().AddMicrosoftIdentityConsentHandler();

var ringmesh = builder.Configuration.GetSection("Ringmesh");
var apiVersion = ringmesh["ApiVersion"] ?? "v1";

builder.Services.AddHttpClient(RingmeshAdminService.ClientName, http =>
{
    http.BaseAddress = new Uri($"{ringmesh["ApiRoot"]}/api/public/{apiVersion}/");
    http.DefaultRequestHeaders.Add("X-Api-Key", ringmesh["ApiKey"]);
    http.DefaultRequestHeaders.Add("X-User-Id", ringmesh["ServiceUserId"]);
});

builder.Services.AddHttpClient("harbor-api", http =>
{
    http.BaseAddress = new Uri(builder.Configuration["HarborApi:BaseUrl"] ?? "https://api.harborline.com/v1/");
    http.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["HarborApi:InternalKey"]);
});

builder.Services.AddScoped<RingmeshAdminService>();
builder.Services.AddScoped<BillingService>();

var app = builder.Build();

if (!app.Environment.IsDevelopment())
{
    app.UseExceptionHandler("/Error");
    app.UseHsts();
}

app.UseHttpsRedirection();
app.UseStaticFiles();
app.UseRouting();
app.UseAuthentication();
app.UseAuthorization();

app.MapControllers();
app.MapBlazorHub();
app.MapFallbackToPage("/_Host");

app.Run();
