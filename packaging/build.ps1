# Build Schnapsen Qt for Windows with PyInstaller (PowerShell 5.1 or 7). One command:
#
#   powershell -ExecutionPolicy Bypass -File packaging\build.ps1            # folder build
#   powershell -ExecutionPolicy Bypass -File packaging\build.ps1 -OneFile   # single .exe
#
# The same steps as packaging/build.sh: pick or create a virtualenv, install PyInstaller if
# needed, compile translations\*.ts to schnapsen_qt\locale\*.qm, run the shared spec file.
# The LAST line of output is the path of the built schnapsen-qt.exe.
# Environment: SCHNAPSEN_PYTHON, SCHNAPSEN_DIST_DIR, SCHNAPSEN_BUILD_DIR, SCHNAPSEN_CONSOLE=1
# (keep a console window, e.g. to see --version output). Not tested in this repository's CI.
[CmdletBinding()]
param(
    [switch]$OneFile,
    [switch]$Clean
)
$ErrorActionPreference = "Stop"

$Here = Split-Path -Parent $MyInvocation.MyCommand.Path
$Root = (Resolve-Path (Join-Path $Here "..")).Path
Set-Location $Root

function Say([string]$Message) { Write-Host "build.ps1: $Message" }

# --- 1. Python ---------------------------------------------------------------------------------
if ($env:SCHNAPSEN_PYTHON) {
    $Py = $env:SCHNAPSEN_PYTHON
} elseif ($env:VIRTUAL_ENV) {
    $Py = Join-Path $env:VIRTUAL_ENV "Scripts\python.exe"
} elseif (Test-Path (Join-Path $Root ".venv\Scripts\python.exe")) {
    $Py = Join-Path $Root ".venv\Scripts\python.exe"
} else {
    $BasePy = if (Get-Command py -ErrorAction SilentlyContinue) { "py" } else { "python" }
    Say "creating virtualenv .venv with $BasePy"
    if ($BasePy -eq "py") { & py -3 -m venv .venv } else { & python -m venv .venv }
    if ($LASTEXITCODE -ne 0) { throw "could not create .venv" }
    $Py = Join-Path $Root ".venv\Scripts\python.exe"
    & $Py -m pip install --upgrade pip
    & $Py -m pip install -e $Root
    if ($LASTEXITCODE -ne 0) { throw "pip install -e . failed" }
}
& $Py -c "import PySide6" 2>$null
if ($LASTEXITCODE -ne 0) { throw "PySide6 is missing in $Py (pip install -e .)" }
Say "python: $Py"

# --- 2. PyInstaller ----------------------------------------------------------------------------
& $Py -c "import PyInstaller" 2>$null
if ($LASTEXITCODE -ne 0) {
    Say "installing PyInstaller"
    & $Py -m pip install "pyinstaller>=6.10"
    if ($LASTEXITCODE -ne 0) { throw "pip install pyinstaller failed" }
}

# --- 3. translations ---------------------------------------------------------------------------
$TsFiles = @(Get-ChildItem -Path (Join-Path $Root "translations") -Filter *.ts -ErrorAction SilentlyContinue)
if ($TsFiles.Count -eq 0) {
    Say "no translations\*.ts yet; building without compiled translations"
} else {
    $LRelease = Join-Path (Split-Path -Parent $Py) "pyside6-lrelease.exe"
    if (-not (Test-Path $LRelease)) { $LRelease = (Get-Command pyside6-lrelease).Source }
    $I18n = Join-Path $Root "schnapsen_qt\locale"
    New-Item -ItemType Directory -Force -Path $I18n | Out-Null
    foreach ($Ts in $TsFiles) {
        $Qm = Join-Path $I18n ($Ts.BaseName + ".qm")
        & $LRelease -silent $Ts.FullName -qm $Qm
        if ($LASTEXITCODE -ne 0) { throw "lrelease failed on $($Ts.Name)" }
        Say "compiled $($Ts.Name) -> schnapsen_qt\locale\$($Ts.BaseName).qm"
    }
}

# --- 4. build ----------------------------------------------------------------------------------
$Dist = if ($env:SCHNAPSEN_DIST_DIR) { $env:SCHNAPSEN_DIST_DIR } else { Join-Path $Root "dist" }
$Work = if ($env:SCHNAPSEN_BUILD_DIR) { $env:SCHNAPSEN_BUILD_DIR } else { Join-Path $Root "build\pyinstaller" }
if ($OneFile) {
    $env:SCHNAPSEN_ONEFILE = "1"
    $Dist = Join-Path $Dist "onefile"
    $Work = "$Work-onefile"
} else {
    $env:SCHNAPSEN_ONEFILE = ""
}
$PyiArgs = @("--noconfirm", "--log-level", "WARN", "--distpath", $Dist, "--workpath", $Work)
if ($Clean) { $PyiArgs += "--clean" }
& $Py -m PyInstaller @PyiArgs (Join-Path $Here "schnapsen-qt.spec")
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }

$Exe = if ($OneFile) { Join-Path $Dist "schnapsen-qt.exe" } else { Join-Path $Dist "schnapsen-qt\schnapsen-qt.exe" }
if (-not (Test-Path $Exe)) { throw "expected executable not found: $Exe" }
# The windowed .exe has no console, so check the exit status only.
$Check = Start-Process -FilePath $Exe -ArgumentList "--version" -Wait -PassThru -NoNewWindow
if ($Check.ExitCode -ne 0) { throw "the built program does not run: $Exe --version" }
Write-Output (Resolve-Path $Exe).Path
