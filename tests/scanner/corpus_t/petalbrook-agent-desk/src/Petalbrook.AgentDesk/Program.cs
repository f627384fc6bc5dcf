using Petalbrook.AgentDesk.Mail;
using Petalbrook.AgentDesk.Voxly;
using Refit;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<VoxlyOptions>(builder.Configuration.GetSection(VoxlyOptions.Section));
builder.Services.AddTransient<VoxlyAuthHandler>();

var voxly = builder.Configuration.GetSection(VoxlyOptions.Section).Get<VoxlyOptions>()!;
builder.Services
    .AddRefitClient<IVoxlyApi>()
    .ConfigureHttpClient(c =>
    {
        c.BaseAddress = new Uri(voxly.BaseUrl);
        c.Timeout = TimeSpan.FromSeconds(voxly.TimeoutSeconds);
    })
    .AddHttpMessageHandler<VoxlyAuthHandler>()
    .AddPolicyHandler(VoxlyPolicies.Retry());

builder.Services.AddHttpClient("claims", c =>
    {
        c.BaseAddress = new Uri(builder.Configuration["ClaimsApi:BaseUrl"]!);
        c.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["ClaimsApi:ApiKey"]);
    })
    .AddPolicyHandler(VoxlyPolicies.ClaimsRetry());

builder.Services.AddSingleton<SendGridMailer>();
builder.Services.AddControllers();

var app = builder.Build();
app.MapControllers();
app.Run();
