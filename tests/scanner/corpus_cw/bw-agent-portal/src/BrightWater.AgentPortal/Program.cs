using BrightWater.AgentPortal.Dialstream;
using BrightWater.AgentPortal.Middleware;
using BrightWater.AgentPortal.Services;
using Microsoft.Extensions.Options;
using Polly;
using Polly.Extensions.Http;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddControllersWithViews();

builder.Services.AddOptions<DialstreamOptions>()
    .Bind(builder.Configuration.GetSection(DialstreamOptions.SectionName))
    .ValidateDataAnnotations()
    .ValidateOnStart();

builder.Services.Configure<PolicyServiceOptions>(builder.Configuration.GetSection("PolicyService"));

builder.Services.AddTransient<DialstreamAuthHandler>();

builder.Services.AddHttpClient<IDialstreamClient, DialstreamClient>((sp, http) =>
    {
        var opts = sp.GetRequiredService<IOptions<DialstreamOptions>>().Value;
        http.BaseAddress = new Uri(opts.BaseUrl);
        http.Timeout = TimeSpan.FromSeconds(opts.TimeoutSeconds);
    })
    .AddHttpMessageHandler<DialstreamAuthHandler>()
    .AddPolicyHandler(DialstreamRetry.Policy());

builder.Services.AddHttpClient<PolicyServiceClient>((sp, http) =>
{
    var opts = sp.GetRequiredService<IOptions<PolicyServiceOptions>>().Value;
    http.BaseAddress = new Uri(opts.BaseUrl);
});

builder.Services.AddHttpClient<MailListClient>();

var app = builder.Build();

if (!app.Environment.IsDevelopment())
{
    app.UseExceptionHandler("/Home/Error");
    app.UseHsts();
}

app.UseHttpsRedirection();
app.UseStaticFiles();
app.UseRouting();
app.UseMiddleware<ActingUserMiddleware>();
app.UseAuthorization();

app.MapControllerRoute(
    name: "default",
    pattern: "{controller=Home}/{action=Index}/{id?}");

app.Run();

public partial class Program { }
